// The frame around every page: skip links (to the content, and on catalogue and search pages
// past the filters to the results), the cookie banner (first in the tab order, shown at the
// bottom), header, the page, footer, the added-to modals and toasts.
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../lib/i18n.js';
import { page } from '../lib/page.js';
import { Header } from './header/header.jsx';
import { Footer } from './deferred.jsx';
import { Toasts } from './toasts.jsx';
import { CookieConsent } from './cookie-consent.jsx';
import { OnDemand } from './on-demand.jsx';
import { cartModal, compareModal } from '../state/modals.js';

const WITH_RESULTS = ['catalog', 'search'];

export function Layout({ children }) {
  useSignals();
  return (
    <>
      <a className="skip-link" href="#main">{t('skip_to_content')}</a>
      {WITH_RESULTS.includes(page.value?.component) ? <a className="skip-link" href="#results">{t('skip_to_results')}</a> : null}
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
