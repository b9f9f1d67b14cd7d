import { test } from 'node:test';
import assert from 'node:assert/strict';
import { trapIndex, FOCUSABLE } from './focus.js';

test('Tab wraps from the last to the first focusable, Shift+Tab the other way', () => {
  assert.equal(trapIndex(2, 3, false), 0);
  assert.equal(trapIndex(0, 3, true), 2);
});

test('inside the list the browser moves focus itself', () => {
  assert.equal(trapIndex(0, 3, false), -1);
  assert.equal(trapIndex(1, 3, true), -1);
});

test('focus outside the dialog enters it; an empty dialog keeps focus on itself', () => {
  assert.equal(trapIndex(-1, 3, false), 0);
  assert.equal(trapIndex(-1, 3, true), 2);
  assert.equal(trapIndex(-1, 0, false), -2);
});

test('the selector skips disabled controls and negative tabindex', () => {
  assert.match(FOCUSABLE, /button:not\(\[disabled\]\)/);
  assert.match(FOCUSABLE, /\[tabindex\]:not\(\[tabindex="-1"\]\)/);
});
