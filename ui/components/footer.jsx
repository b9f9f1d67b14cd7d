// Site footer: the withdrawal function's link first (Consumer Rights Directive Art. 11a asks
// for it on every page, clearly labelled, so it sits in the first block, open at every width),
// customer information links (only the second terms for shops that say so,
// spec §1), the newsletter box, company links, the shop country's payment and delivery
// brands (shared props), the legal-guarantee notice across the whole width (never folded away,
// as the Consumer Rights Directive wants it prominent), copyright.
// It loads after the page's first JavaScript (deferred.jsx).
import '../common.js';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../lib/i18n.js';
import { links, shop } from '../state/shared.js';
import Newsletter from './newsletter.jsx';
import GuaranteeNotice from './guarantee-notice.jsx';


function LinkList({ title, items }) {
  const shown = items.filter(([href]) => href);
  if (!shown.length) return null;
  return (
    <nav className="footer__col" aria-label={title}>
      <h2 className="footer__title">{title}</h2>
      <ul>{shown.map(([href, label]) => <li key={label}><a href={href}>{label}</a></li>)}</ul>
    </nav>
  );
}

export default function Footer() {
  useSignals();
  const l = links.value;
  const onlySecond = shop.value.only_second_terms;
  const terms = onlySecond ? [[l.terms_2, t('footer_terms_2')]] : [[l.terms, t('footer_terms')], [l.terms_2, t('footer_terms_2')]];
  return (
    <footer className="site-footer">
      <div className="container footer__grid">
        <div className="footer__brand">
          <a href={l.home || '/'} className="logo logo--light">
            <span className="logo__mark" aria-hidden="true">T</span>
            <span className="logo__word">Tel<b>Shop</b></span>
          </a>
          <p>{t('footer_about_text')}</p>
          {l.withdrawal ? <p className="footer__withdrawal"><a href={l.withdrawal}>{t('withdrawal_link')}</a></p> : null}
          <Newsletter action={shop.value.newsletter_action} variant="footer" />
        </div>
        <LinkList title={t('footer_customers')} items={[[l.order_lookup, t('lookup_link')], [l.delivery, t('footer_delivery')], [l.returns, t('footer_returns')], ...terms, [l.privacy, t('footer_privacy')], [l.cookies, t('footer_cookies')], [l.accessibility, t('footer_accessibility')]]} />
        <LinkList title={t('footer_company')} items={[[l.about, t('footer_about')], [l.contact, t('footer_contact')], [l.blog, t('blog')], [l.manufacturers, t('manufacturers')]]} />
        <div className="footer__col">
          <h2 className="footer__title">{t('footer_payment')}</h2>
          <ul className="chips" aria-label={t('footer_payment')}>{(shop.value.payment_brands || []).map((x) => <li key={x}>{x}</li>)}</ul>
          <h2 className="footer__title footer__title--gap">{t('footer_shipping')}</h2>
          <ul className="chips" aria-label={t('footer_shipping')}>{(shop.value.delivery_brands || []).map((x) => <li key={x}>{x}</li>)}</ul>
        </div>
      </div>
      <div className="container">
        <GuaranteeNotice className="footer__guarantee" />
      </div>
      <div className="footer__bottom">
        <div className="container">
          {/* a cached page may have been rendered in the old year: the browser's clock wins */}
          <p suppressHydrationWarning>© {new Date().getFullYear()} {t('shop_name')}. {t('footer_rights')}</p>
        </div>
      </div>
    </footer>
  );
}
