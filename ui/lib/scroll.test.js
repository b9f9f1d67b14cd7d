import { test } from 'node:test';
import assert from 'node:assert/strict';
import { errorScrollTop, animate, easeInOut, scrollToFirstError, ERROR_SELECTOR } from './scroll.js';

test('the error lands header height + 130 px below the top', () => {
  assert.equal(errorScrollTop(900, 200, 70), 200 + 900 - 70 - 130);
  assert.equal(errorScrollTop(50, 0, 70), 0); // never above the page
  assert.equal(errorScrollTop(-400, 1000, 64), 1000 - 400 - 64 - 130);
});

test('easing starts at 0, ends at 1 and is symmetric', () => {
  assert.equal(easeInOut(0), 0);
  assert.equal(easeInOut(1), 1);
  assert.equal(easeInOut(0.5), 0.5);
  assert.ok(easeInOut(0.25) < 0.25);
});

function clock() {
  let t = 0;
  const queue = [];
  return {
    now: () => t,
    raf: (f) => queue.push(f),
    run(stepMs) {
      while (queue.length) {
        t += stepMs;
        queue.shift()();
      }
    },
  };
}

test('animate reaches the target after the duration, not before', async () => {
  const c = clock();
  const seen = [];
  const done = animate(0, 100, 500, (v) => seen.push(v), c);
  c.run(100);
  await done;
  assert.equal(seen.at(-1), 100);
  assert.equal(seen.length, 5); // 100,200,…,500 ms
  assert.ok(seen[0] > 0 && seen[0] < 50);
  const jumped = [];
  await animate(0, 100, 500, (v) => jumped.push(v), { instant: true });
  assert.deepEqual(jumped, [100]);
});

test('scrollToFirstError scrolls the window to the first error', async () => {
  const c = clock();
  globalThis.requestAnimationFrame = c.raf;
  try {
    const err = { getBoundingClientRect: () => ({ top: 1000 }) };
    let asked = '';
    const root = { querySelector: (s) => { asked = s; return err; } };
    const header = { getBoundingClientRect: () => ({ height: 80 }) };
    const ys = [];
    const win = {
      scrollY: 100, scrollTo: (x, y) => ys.push(y), matchMedia: () => ({ matches: false }),
      document: { querySelector: (s) => (s === '.site-header' ? header : null) },
    };
    assert.equal(scrollToFirstError(root, { win }), err);
    assert.equal(asked, ERROR_SELECTOR);
    c.run(50);
    assert.equal(ys.at(-1), 100 + 1000 - 80 - 130);
    assert.equal(scrollToFirstError({ querySelector: () => null }, { win }), null);
  } finally {
    delete globalThis.requestAnimationFrame;
  }
});

test('scrollToFirstError follows an error that moves while or after the page scrolls', async () => {
  const c = clock();
  globalThis.requestAnimationFrame = c.raf;
  try {
    const ys = [];
    const win = {
      scrollY: 0, scrollTo: (x, y) => { ys.push(y); win.scrollY = y; }, matchMedia: () => ({ matches: false }),
      document: { querySelector: () => ({ getBoundingClientRect: () => ({ height: 100 }) }) },
    };
    let pageTop = 1000; // the error's place on the page; a message drawn above moves it 31 px down
    const err = { getBoundingClientRect: () => ({ top: pageTop - win.scrollY }) };
    scrollToFirstError({ querySelector: () => err }, { win });
    c.run(100);
    pageTop += 31;
    c.run(100);
    await new Promise((r) => setTimeout(r));
    assert.equal(ys.at(-1), 1031 - 100 - 130);
    assert.equal(err.getBoundingClientRect().top, 230);
  } finally {
    delete globalThis.requestAnimationFrame;
  }
});
