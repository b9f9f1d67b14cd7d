// The compare list (spec §3 comparedProducts, §4): at most 5 product ids in a cookie kept for
// 30 days, so the list survives page loads; the server reads the same cookie for the compare
// page and the header counter (shared compare_ids), so both always agree. Adding appends and
// opens the compare-added modal, which closes itself after 7 s (a new add restarts the time);
// a sixth add is refused with system_add_to_compare_max; removing tells the shopper.
import { compareIds } from './shared.js';
import { toast, toastError } from './toasts.js';
import { compareModal } from './modals.js';
import { setCookie, PREF_MAX_AGE } from '../lib/cookie.js';
import { toggleId, MAX_COMPARE } from '../lib/compare-list.js';
import { t } from '../lib/i18n.js';

const COOKIE = 'comparedProducts';
export const COMPARE_MODAL_MS = 7000;

let closeTimer = 0;

function save(list) {
  compareIds.value = list;
  setCookie(COOKIE, list.join(','), PREF_MAX_AGE);
}

// toggleCompare adds a product (opening the modal) or takes it off; false when the list is full.
export function toggleCompare(product) {
  const r = toggleId(compareIds.value, product.id);
  if (r.full) {
    toastError(t('system_add_to_compare_max', { max: MAX_COMPARE }));
    return false;
  }
  save(r.list);
  if (r.added) openCompareModal(product);
  else toast(t('compare_removed'));
  return true;
}

export function removeFromCompare(id) {
  save(compareIds.value.filter((x) => x !== id));
  toast(t('compare_removed'));
}

function openCompareModal(product) {
  clearTimeout(closeTimer);
  compareModal.value = product;
  closeTimer = setTimeout(closeCompareModal, COMPARE_MODAL_MS);
}

export function closeCompareModal() {
  clearTimeout(closeTimer);
  compareModal.value = null;
}
