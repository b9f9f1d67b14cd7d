import { test } from 'node:test';
import assert from 'node:assert/strict';
import { toggleId, MAX_COMPARE } from './compare-list.js';

test('toggle appends and removes', () => {
  assert.deepEqual(toggleId([1, 2], 3), { list: [1, 2, 3], added: true, full: false });
  assert.deepEqual(toggleId([1, 2, 3], 1), { list: [2, 3], added: false, full: false });
});

test('at most 5 products; removing still works when full', () => {
  assert.equal(MAX_COMPARE, 5);
  const full = [1, 2, 3, 4, 5];
  assert.deepEqual(toggleId(full, 6), { list: full, added: false, full: true });
  assert.deepEqual(toggleId(full, 5).list, [1, 2, 3, 4]);
});
