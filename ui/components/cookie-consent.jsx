// The cookie consent banner (Google Consent Mode v2). Shown until the shopper chooses; the
// choice is kept 180 days. It does not block the page, so it is a labelled region, not a modal.
// The cookie is read after hydration: the server renders every page without the banner.
import { useEffect, useState } from 'react';
import { t } from '../lib/i18n.js';
import { storedConsent, chooseConsent } from '../lib/consent.js';

export function CookieConsent() {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(storedConsent() === null), []);
  if (!open) return null;
  const choose = (granted) => {
    chooseConsent(granted);
    setOpen(false);
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
