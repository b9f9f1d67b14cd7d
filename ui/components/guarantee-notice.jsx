// The legal-guarantee notice (Directive 2011/83/EU Art. 5(1)(e) and 6(1)(l) as Directive (EU)
// 2024/825 amended them): the legal guarantee of conformity's minimum of 2 years and its
// remedies in the page's language, the shop country's own period with it (the catalogue
// carries the country's twin of guarantee_text), and the link to the information page
// with the full text when the shop has that page. Plain server-rendered text in the footer of
// every page, open at every width; the checkout writes the same markup above its order button
// (pages/checkout.jsx).
import '../common.js';
import { t } from '../lib/i18n.js';
import { links } from '../state/shared.js';

export default function GuaranteeNotice({ className }) {
  const more = links.value.legal_guarantee;
  return (
    <section className={'guarantee-notice ' + className}>
      <h2 className="guarantee-notice__title">{t('guarantee_title')}</h2>
      <p>{t('guarantee_text')}</p>
      {more ? <p><a href={more}>{t('guarantee_more')}</a></p> : null}
    </section>
  );
}
