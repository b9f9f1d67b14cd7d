// The cookie consent banner (Google Consent Mode v2). Shown until the shopper chooses; the
// choice is kept 180 days. It does not block the page, so it is a labelled region, not a modal.
// Rejecting is as easy as accepting: one click on a button of the same look (the EDPB's
// cookie banner taskforce counts a paler "reject" as a nudge).
// The server renders it for a visitor who has not chosen (state/prefs.js: consentPending, read
// from the same cookie on both sides), so it paints with the page. It sits over the bottom of
// the screen, so while it shows the page keeps what has focus clear of it (WCAG 2.4.11): its
// height, as --consent-height, is the page's scroll-padding-bottom (a focused field or button
// scrolls up out from under it) and a padding below the footer (the page's end scrolls clear).
import { useEffect, useRef } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../lib/i18n.js';
import { chooseConsent } from '../lib/consent.js';
import { consentPending, consentGranted } from '../state/prefs.js';

export function CookieConsent() {
  useSignals();
  const ref = useRef(null);
  const shown = consentPending.value;
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const root = document.documentElement.style;
    const obs = new ResizeObserver(() => root.setProperty('--consent-height', el.offsetHeight + 'px'));
    obs.observe(el);
    return () => { obs.disconnect(); root.removeProperty('--consent-height'); };
  }, [shown]);
  if (!shown) return null;
  const choose = (granted) => {
    chooseConsent(granted);
    consentGranted.value = granted;
    consentPending.value = false;
  };
  return (
    <section className="consent" role="region" aria-labelledby="consent-title" ref={ref}>
      <div className="consent__text">
        <h2 id="consent-title">{t('cookie_title')}</h2>
        <p>{t('cookie_text')}</p>
      </div>
      <div className="consent__buttons">
        <button type="button" className="btn btn--primary" onClick={() => choose(false)}>{t('cookie_reject')}</button>
        <button type="button" className="btn btn--primary" onClick={() => choose(true)}>{t('cookie_accept')}</button>
      </div>
    </section>
  );
}
