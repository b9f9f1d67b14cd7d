// The cookie consent banner (Google Consent Mode v2). Shown until the shopper chooses; the
// choice is kept 180 days. It does not block the page, so it is a labelled region, not a modal.
// The server renders it for a visitor who has not chosen (state/prefs.js: consentPending, read
// from the same cookie on both sides), so it paints with the page.
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../lib/i18n.js';
import { chooseConsent } from '../lib/consent.js';
import { consentPending } from '../state/prefs.js';

export function CookieConsent() {
  useSignals();
  if (!consentPending.value) return null;
  const choose = (granted) => {
    chooseConsent(granted);
    consentPending.value = false;
  };
  return (
    <section className="consent" role="region" aria-labelledby="consent-title">
      <div className="consent__text">
        <h2 id="consent-title">{t('cookie_title')}</h2>
        <p>{t('cookie_text')}</p>
      </div>
      <div className="consent__buttons">
        <button type="button" className="btn btn--ghost" onClick={() => choose(false)}>{t('cookie_reject')}</button>
        <button type="button" className="btn btn--primary" onClick={() => choose(true)}>{t('cookie_accept')}</button>
      </div>
    </section>
  );
}
