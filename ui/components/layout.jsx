// The frame around every page: skip link, header, the page, footer, toasts and the cookie banner.
import { t } from '../lib/i18n.js';
import { Header } from './header/header.jsx';
import { Footer } from './footer.jsx';
import { Toasts } from './toasts.jsx';
import { CookieConsent } from './cookie-consent.jsx';

export function Layout({ children }) {
  return (
    <>
      <a className="skip-link" href="#main">{t('skip_to_content')}</a>
      <Header />
      <main id="main" tabIndex={-1}>{children}</main>
      <Footer />
      <Toasts />
      <CookieConsent />
    </>
  );
}
