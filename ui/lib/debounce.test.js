import { test, mock } from 'node:test';
import assert from 'node:assert/strict';
import { debounce, RESIZE_DEBOUNCE_MS } from './debounce.js';

test('runs once, with the last arguments, after the quiet period', () => {
  mock.timers.enable({ apis: ['setTimeout'] });
  try {
    const calls = [];
    const d = debounce((x) => calls.push(x), RESIZE_DEBOUNCE_MS);
    d(1); d(2);
    mock.timers.tick(99);
    d(3);
    mock.timers.tick(99);
    assert.deepEqual(calls, []);
    mock.timers.tick(1);
    assert.deepEqual(calls, [3]);
    mock.timers.tick(500);
    assert.deepEqual(calls, [3]);
  } finally {
    mock.timers.reset();
  }
});

test('cancel drops a pending call', () => {
  mock.timers.enable({ apis: ['setTimeout'] });
  try {
    let n = 0;
    const d = debounce(() => n++, 100);
    d();
    d.cancel();
    mock.timers.tick(200);
    assert.equal(n, 0);
    assert.equal(RESIZE_DEBOUNCE_MS, 100);
  } finally {
    mock.timers.reset();
  }
});
