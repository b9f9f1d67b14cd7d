// Client preferences (spec §3): the tax switch and the catalogue display mode, each kept in
// a cookie for 30 days. Any assignment to the signals is persisted, so pages may set them
// directly; the first run of each effect only reads, it does not rewrite the cookie.
import { signal, effect } from '@preact/signals-react';
import { getCookie, setCookie, PREF_MAX_AGE } from '../lib/cookie.js';

const TAX_COOKIE = 'showPricesWithTax';
const MODE_COOKIE = 'catalogDisplayMode';
export const DISPLAY_MODES = ['grid', 'row'];

export const showPricesWithTax = signal(getCookie(TAX_COOKIE) !== 'false');
const storedMode = getCookie(MODE_COOKIE);
export const catalogDisplayMode = signal(DISPLAY_MODES.includes(storedMode) ? storedMode : 'grid');

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
