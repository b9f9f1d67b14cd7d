import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readMore } from './read-more.js';

test('a text up to the limit shows whole without a toggle', () => {
  const text = 'x'.repeat(150);
  assert.deepEqual(readMore(text, false), { text, toggle: false });
  assert.deepEqual(readMore('', false), { text: '', toggle: false });
});

test('a longer text is clipped until opened', () => {
  const text = 'word '.repeat(40).trim(); // 199 characters
  const closed = readMore(text, false);
  assert.equal(closed.toggle, true);
  assert.ok(Array.from(closed.text).length <= 150 && closed.text.endsWith('…'));
  assert.deepEqual(readMore(text, true), { text, toggle: true });
});

test('letters beyond the basic plane count once', () => {
  assert.equal(readMore('ā'.repeat(150), false).toggle, false);
  assert.equal(readMore('😀'.repeat(151), false).toggle, true);
});
