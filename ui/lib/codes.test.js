import { test } from 'node:test';
import assert from 'node:assert/strict';
import { codeParts } from './codes.js';

test('a code in a title is one piece, the words around it one run each', () => {
  assert.deepEqual(codeParts('Samsung Odyssey G5 27" QHD 165Hz (LS27CG552-B-3)'), [
    { text: 'Samsung Odyssey G5 27" QHD 165Hz ', whole: false },
    { text: '(LS27CG552-B-3)', whole: true },
  ]);
  assert.deepEqual(codeParts('Nokia G42 5G 6/128GB Purple (TA-1581-128-P-7) red').map((p) => p.whole), [false, true, false]);
});

test('hyphenated words without a digit may break; the text is kept as it was', () => {
  const title = 'Noise-cancelling Wi-Fi headphones';
  assert.deepEqual(codeParts(title), [{ text: title, whole: false }]);
  for (const t of ['A-1 B-2', ' x ', '', 'LS27CG552-B-3']) assert.equal(codeParts(t).map((p) => p.text).join(''), t);
  assert.deepEqual(codeParts(undefined), []);
});
