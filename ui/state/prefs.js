// Client preferences (spec §3): the tax switch and the catalogue display mode, each kept in
// a cookie for 30 days. Any assignment to the signals is persisted, so pages may set them
// directly; the first run of each effect only reads, it does not rewrite the cookie.
// Both change the markup, so the server renderer reads the same cookies (handlers/ssr.go, the
// same rules: tax on unless "false", grid unless "row") and sets them through setPrefs.
import { signal, effect } from '@preact/signals-react';
import { getCookie, setCookie, PREF_MAX_AGE } from '../lib/cookie.js';
import { storedConsent } from '../lib/consent.js';

const TAX_COOKIE = 'showPricesWithTax';
const MODE_COOKIE = 'catalogDisplayMode';
export const DISPLAY_MODES = ['grid', 'row'];

const modeOf = (v) => (DISPLAY_MODES.includes(v) ? v : 'grid');

export const showPricesWithTax = signal(getCookie(TAX_COOKIE) !== 'false');
export const catalogDisplayMode = signal(modeOf(getCookie(MODE_COOKIE)));
// consentPending: the shopper has not answered the cookie banner (its choice lives in
// lib/consent.js's cookie); the server renders the banner by the same rule.
export const consentPending = signal(typeof document !== 'undefined' && storedConsent() === null);
// consentGranted: the shopper accepted the cookies that are not needed; until then nothing
// non-essential (a third party's script) loads. The server renders no such thing.
export const consentGranted = signal(typeof document !== 'undefined' && storedConsent() === 'granted');

// setPrefs is the server renderer's way in: the preferences of the request it renders.
export function setPrefs(prefs) {
  showPricesWithTax.value = prefs?.showPricesWithTax !== false;
  catalogDisplayMode.value = modeOf(prefs?.catalogDisplayMode);
  consentPending.value = prefs?.consentPending === true;
  consentGranted.value = false;
}

function persist(sig, name) {
  let first = true;
  effect(() => {
    const v = String(sig.value);
    if (first) {
      first = false;
      return;
    }
    setCookie(name, v, PREF_MAX_AGE);
  });
}

persist(showPricesWithTax, TAX_COOKIE);
persist(catalogDisplayMode, MODE_COOKIE);
