import { test } from 'node:test';
import assert from 'node:assert/strict';
import { quantitySaver, CART_SAVE_DELAY_MS } from './quantity-saver.js';

// fakeTimers runs timeouts when the test moves the clock.
function fakeTimers() {
  let now = 0;
  let seq = 0;
  const due = new Map();
  return {
    setTimeout(fn, ms) { due.set(++seq, [now + ms, fn]); return seq; },
    clearTimeout(id) { due.delete(id); },
    tick(ms) {
      now += ms;
      for (const [id, [at, fn]] of [...due].sort((a, b) => a[1][0] - b[1][0])) if (at <= now) { due.delete(id); fn(); }
    },
  };
}

test('changes save once, 500 ms after the last one', () => {
  const timers = fakeTimers();
  const saves = [];
  const q = quantitySaver(1, (n) => saves.push(n), { timers });
  q.change(2);
  timers.tick(300);
  q.change(3);
  timers.tick(CART_SAVE_DELAY_MS - 1);
  assert.deepEqual(saves, []);
  timers.tick(1);
  assert.deepEqual(saves, [3]);
});

test('leaving the input saves at once; below 1 becomes 1; an unchanged value is not saved', () => {
  const timers = fakeTimers();
  const saves = [];
  const q = quantitySaver(4, (n) => saves.push(n), { timers });
  q.change(7);
  assert.equal(q.commit(7), 7);
  timers.tick(1000);
  assert.deepEqual(saves, [7]); // the pending save was the same change
  assert.equal(q.commit('0'), 1);
  assert.equal(q.commit(''), 1);
  assert.equal(q.commit(-5), 1);
  assert.deepEqual(saves, [7, 1]);
  q.reset(5); // the server kept 5
  q.commit(5);
  assert.deepEqual(saves, [7, 1]);
});
