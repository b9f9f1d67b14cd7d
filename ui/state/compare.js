// The compare list, kept on the client until the compare API lands: a cookie holds the ids so
// the list survives page loads, and the header counter reads `comparedIds`. Ids the server
// already knows (shared compare_ids) are included, so switching to the API later is seamless.
// The cookie is read only after the first page has hydrated (loadCompared): the server renders
// every page without any shopper's list.
import { signal, computed } from '@preact/signals-react';
import { compareIds } from './shared.js';
import { toast, toastError } from './toasts.js';
import { getCookie, setCookie, PREF_MAX_AGE } from '../lib/cookie.js';
import { toggleId, parseIds, union, MAX_COMPARE } from '../lib/compare-list.js';
import { t } from '../lib/i18n.js';

const COOKIE = 'comparedProducts';
const local = signal([]);

export function loadCompared() {
  local.value = parseIds(getCookie(COOKIE));
}

export const comparedIds = computed(() => union(local.value, compareIds.value).slice(0, MAX_COMPARE));

export function isCompared(id) {
  return comparedIds.value.includes(id);
}

// toggleCompare adds or removes a product and tells the shopper; false when the list is full.
export function toggleCompare(id) {
  const r = toggleId(comparedIds.value, id);
  if (r.full) {
    toastError(t('system_add_to_compare_max', { max: MAX_COMPARE }));
    return false;
  }
  local.value = r.list;
  if (!r.added) compareIds.value = compareIds.value.filter((x) => x !== id);
  setCookie(COOKIE, r.list.join(','), PREF_MAX_AGE);
  toast(t(r.added ? 'compare_added' : 'compare_removed'));
  return true;
}
