// The legal-guarantee notice (Directive 2011/83/EU Art. 5(1)(e) and 6(1)(l) as Directive (EU)
// 2024/825 amended them): the legal guarantee of conformity's minimum of 2 years and its
// remedies in the page's language, the shop country's own period with it (the catalogue
// carries the country's twin of guarantee_text), and the link to the information page
// with the full text when the shop has that page. Plain server-rendered text in the footer of
// every page, open at every width; the checkout writes the same markup above its order button
// (pages/checkout.jsx). Where the owner uploaded the official notice's artwork for the page's
// language (Annex I of Regulation (EU) 2025/1960), the shared props carry it as the <img>'s
// attributes (src, width, height: the box is kept before it loads) and it stands in for the
// text, which becomes its alt; lazy, as the footer is far below the first screen.
import '../common.js';
import { t } from '../lib/i18n.js';
import { links, shop } from '../state/shared.js';

export default function GuaranteeNotice({ className }) {
  const more = links.value.legal_guarantee;
  const art = shop.value.guarantee_art;
  return (
    <section className={'guarantee-notice ' + className}>
      <h2 className="guarantee-notice__title">{t('guarantee_title')}</h2>
      <p>{art ? <img {...art} alt={t('guarantee_text')} loading="lazy" /> : t('guarantee_text')}</p>
      {more ? <p><a href={more}>{t('guarantee_more')}</a></p> : null}
    </section>
  );
}
