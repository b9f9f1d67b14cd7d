// Google Consent Mode v2. On boot everything is denied until the shopper chooses; the choice
// is kept in a cookie for 180 days and replayed as an update on every later page load.
// Commands are pushed the way gtag() does it: its own `arguments` object, not a plain array,
// because Google's tag only treats Arguments objects as commands.
import { getCookie, setCookie, DAY_SECONDS } from './cookie.js';

export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_MAX_AGE = 180 * DAY_SECONDS;
export const CONSENT_WAIT_MS = 500;

export function consentState(granted) {
  const v = granted ? 'granted' : 'denied';
  return { ad_storage: v, analytics_storage: v, ad_user_data: v, ad_personalization: v };
}

function gtagFor(win) {
  win.dataLayer = win.dataLayer || [];
  return function gtag() {
    win.dataLayer.push(arguments); // eslint-disable-line prefer-rest-params
  };
}

// storedConsent: 'granted', 'denied' or null when the shopper has not chosen yet.
export function storedConsent(jar) {
  const v = getCookie(CONSENT_COOKIE, jar);
  return v === 'granted' || v === 'denied' ? v : null;
}

// bootConsent runs once, before any tag: the default (denied) state, then a stored choice.
export function bootConsent(win = globalThis.window, jar) {
  if (!win) return null;
  const gtag = gtagFor(win);
  gtag('consent', 'default', { ...consentState(false), wait_for_update: CONSENT_WAIT_MS });
  const choice = storedConsent(jar);
  if (choice) gtag('consent', 'update', consentState(choice === 'granted'));
  return choice;
}

// chooseConsent records the banner choice and tells the tags.
export function chooseConsent(granted, win = globalThis.window, jar) {
  setCookie(CONSENT_COOKIE, granted ? 'granted' : 'denied', CONSENT_MAX_AGE, jar);
  if (win) gtagFor(win)('consent', 'update', consentState(granted));
}
