// Focus helpers for dialogs: what can take focus, and keeping Tab inside a dialog.
export const FOCUSABLE = [
  'a[href]', 'area[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])', 'textarea:not([disabled])', 'iframe', '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusables(root) {
  if (!root) return [];
  return Array.from(root.querySelectorAll(FOCUSABLE)).filter((el) => !el.hidden && el.getClientRects?.().length !== 0);
}

// trapIndex: where Tab (or Shift+Tab) from position `at` among n focusables should go, or -1 to
// let the browser move on. At the edges it wraps; from outside the list it enters it.
export function trapIndex(at, n, back) {
  if (n === 0) return -2; // nothing to focus: keep focus on the dialog itself
  if (at === -1) return back ? n - 1 : 0;
  if (back && at === 0) return n - 1;
  if (!back && at === n - 1) return 0;
  return -1;
}

// trapTab keeps Tab inside root; call it from the dialog's keydown handler.
export function trapTab(event, root) {
  if (event.key !== 'Tab') return;
  const list = focusables(root);
  const at = list.indexOf(root.ownerDocument.activeElement);
  const to = trapIndex(at, list.length, event.shiftKey);
  if (to === -1) return;
  event.preventDefault();
  (to === -2 ? root : list[to]).focus();
}

// The element that last took focus. A button that disables itself while its call runs (add to
// cart) drops focus to <body>, and the dialog its answer opens would then have nowhere to send
// focus back to; the button, enabled again by then, is the place.
let lastFocused = null;
export function trackFocus(doc = globalThis.document) {
  doc?.addEventListener('focusin', (e) => { lastFocused = e.target; });
}
trackFocus();

// opener is where a dialog opening now should return focus: the focused element, or when focus
// has fallen to <body>, the element that had it last, if it is still in the page.
export function opener(doc) {
  const active = doc.activeElement;
  if (active && active !== doc.body && active !== doc.documentElement) return active;
  return lastFocused && doc.contains(lastFocused) ? lastFocused : null;
}
