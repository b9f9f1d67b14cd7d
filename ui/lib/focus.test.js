import { test } from 'node:test';
import assert from 'node:assert/strict';
import { trapIndex, FOCUSABLE, trackFocus, opener } from './focus.js';

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

test('a dialog returns focus to the focused element, or to the last one when focus fell to the body', () => {
  const listeners = {};
  const button = { id: 'add to cart' };
  const field = { id: 'quantity' };
  const doc = {
    body: { id: 'body' }, documentElement: { id: 'html' }, activeElement: field,
    addEventListener: (name, fn) => { listeners[name] = fn; },
    contains: (el) => el !== field,
  };
  trackFocus(doc);
  assert.equal(opener(doc), field);
  listeners.focusin({ target: button });
  doc.activeElement = doc.body; // the button disabled itself while its call ran
  assert.equal(opener(doc), button);
  listeners.focusin({ target: field });
  assert.equal(opener(doc), null, 'an element no longer in the page');
});
