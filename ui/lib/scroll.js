// Animated scrolling. After a failed form submission the page scrolls to the first error so it
// sits the header's height plus 130 px below the top, over 500 ms (spec §2, §9).
export const ERROR_OFFSET_PX = 130;
export const ERROR_SCROLL_MS = 500;
export const ERROR_SELECTOR = '.field-error, [data-error]';

export const easeInOut = (t) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

// errorScrollTop: the page offset that leaves headerHeight + offset clear above the element.
export function errorScrollTop(elementTop, scrollY, headerHeight, offset = ERROR_OFFSET_PX) {
  return Math.max(0, Math.round(scrollY + elementTop - headerHeight - offset));
}

// animate calls step(value) from `from` to `to` over ms, eased; resolves when done.
// A reduced-motion wish or ms <= 0 jumps straight there.
export function animate(from, to, ms, step, { raf = globalThis.requestAnimationFrame, now = () => performance.now(), instant = false } = {}) {
  if (instant || ms <= 0 || !raf || from === to) {
    step(to);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const start = now();
    const frame = () => {
      const t = Math.min(1, (now() - start) / ms);
      step(from + (to - from) * easeInOut(t));
      if (t < 1) raf(frame);
      else resolve();
    };
    raf(frame);
  });
}

export function prefersReducedMotion(win = globalThis.window) {
  return !!win?.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

export function headerHeight(doc = globalThis.document) {
  return doc?.querySelector('.site-header')?.getBoundingClientRect().height || 0;
}

// scrollToFirstError finds the first error inside root and scrolls to it; returns the element.
// The target is measured again on every frame, so a late layout change (a message appearing
// above, a font loading) still leaves the error where the spec puts it.
export function scrollToFirstError(root = globalThis.document, { win = globalThis.window, duration = ERROR_SCROLL_MS } = {}) {
  const el = root?.querySelector(ERROR_SELECTOR);
  if (!el || !win) return null;
  const target = () => errorScrollTop(el.getBoundingClientRect().top, win.scrollY, headerHeight(win.document));
  const from = win.scrollY;
  let last = from;
  animate(0, 1, duration, (t) => {
    last = Math.round(from + (target() - from) * t);
    win.scrollTo(0, last);
  }, { instant: prefersReducedMotion(win) }).then(() => {
    const end = target();
    if (end !== last) win.scrollTo(0, end);
  });
  return el;
}
