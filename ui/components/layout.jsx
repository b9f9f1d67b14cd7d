// The frame around every page: skip link, the cookie banner (first in the tab order, shown
// at the bottom), header, the page, footer, the added-to modals and toasts.
import { t } from '../lib/i18n.js';
import { Header } from './header/header.jsx';
import { Footer } from './deferred.jsx';
import { Toasts } from './toasts.jsx';
import { CookieConsent } from './cookie-consent.jsx';
import { OnDemand } from './on-demand.jsx';
import { cartModal, compareModal } from '../state/modals.js';

export function Layout({ children }) {
  return (
    <>
      <a className="skip-link" href="#main">{t('skip_to_content')}</a>
      <CookieConsent />
      <Header />
      <main id="main" tabIndex={-1}>{children}</main>
      <Footer />
      <OnDemand when={() => !!compareModal.value} load={() => import('./compare-added-modal.jsx')} />
      <OnDemand when={() => !!cartModal.value} load={() => import('./cart-added-modal.jsx')} />
      <Toasts />
    </>
  );
}
