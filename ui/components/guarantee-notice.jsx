// The legal-guarantee notice (Directive 2011/83/EU Art. 5(1)(e) and 6(1)(l) as Directive (EU)
// 2024/825 amended them): the legal guarantee of conformity's minimum of 2 years and its
// remedies in the page's language, the shop country's own period with it (the catalogue
// carries the country's twin of guarantee_national), and the link to the information page
// with the full text when the shop has that page. Plain server-rendered text: the footer of
// every page and the checkout beside the order button show it, open at every width. It loads
// after the page's first JavaScript (deferred.jsx), as the footer around it does.
import '../common.js';
import { t } from '../lib/i18n.js';
import { links } from '../state/shared.js';

export default function GuaranteeNotice({ className }) {
  const more = links.value.legal_guarantee;
  return (
    <section className={'guarantee-notice ' + className} aria-label={t('guarantee_title')}>
      <h2 className="guarantee-notice__title">{t('guarantee_title')}</h2>
      <p>{t('guarantee_text')} {t('guarantee_national')}</p>
      {more ? <p><a href={more}>{t('guarantee_more')}</a></p> : null}
    </section>
  );
}
