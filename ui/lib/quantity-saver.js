// A cart line's quantity counter saves on its own (spec §4): each change saves 500 ms after
// the last one, leaving the input saves at once, and a value below 1 becomes 1. save(n) is
// called with the settled number only when it differs from the last one saved.
import { clampQuantity } from './quantity.js';

export const CART_SAVE_DELAY_MS = 500;
export const CART_QTY_MAX = 999;

export function quantitySaver(saved, save, { delay = CART_SAVE_DELAY_MS, max = CART_QTY_MAX, timers = globalThis } = {}) {
  let last = saved;
  let timer = null;
  const flush = (value) => {
    timers.clearTimeout(timer);
    timer = null;
    const n = clampQuantity(value, max);
    if (n !== last) {
      last = n;
      save(n);
    }
    return n;
  };
  return {
    change(value) { // a click or a keystroke: wait for the shopper to stop
      timers.clearTimeout(timer);
      timer = timers.setTimeout(() => flush(value), delay);
    },
    commit: flush, // leaving the input: now
    reset(value) { // the server's answer is the truth (a refused change goes back)
      last = value;
    },
    cancel() {
      timers.clearTimeout(timer);
      timer = null;
    },
  };
}
