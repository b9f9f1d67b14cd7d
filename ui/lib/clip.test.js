import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clip } from './clip.js';

test('short text stays as it is', () => {
  assert.equal(clip('Phones', 500), 'Phones');
  assert.equal(clip('', 10), '');
  assert.equal(clip(undefined, 10), '');
  assert.equal(clip('x'.repeat(500), 500), 'x'.repeat(500));
});

test('long text is cut to at most max characters with an ellipsis', () => {
  const out = clip('x'.repeat(501), 500);
  assert.equal(Array.from(out).length, 500);
  assert.ok(out.endsWith('…'));
});

test('cuts at a word boundary near the end and counts code points', () => {
  assert.equal(clip('alpha beta gamma delta', 20), 'alpha beta gamma…');
  assert.equal(Array.from(clip('ē'.repeat(20), 10)).length, 10);
});
