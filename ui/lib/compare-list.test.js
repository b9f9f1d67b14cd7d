import { test } from 'node:test';
import assert from 'node:assert/strict';
import { toggleId, parseIds, union, MAX_COMPARE } from './compare-list.js';

test('toggle adds to the front and removes', () => {
  assert.deepEqual(toggleId([1, 2], 3), { list: [3, 1, 2], added: true, full: false });
  assert.deepEqual(toggleId([3, 1, 2], 1), { list: [3, 2], added: false, full: false });
});

test('at most 5 products; removing still works when full', () => {
  assert.equal(MAX_COMPARE, 5);
  const full = [1, 2, 3, 4, 5];
  assert.deepEqual(toggleId(full, 6), { list: full, added: false, full: true });
  assert.deepEqual(toggleId(full, 5).list, [1, 2, 3, 4]);
});

test('parseIds drops junk, duplicates and anything past the limit', () => {
  assert.deepEqual(parseIds('3,x,1,3,-2,2.5,8'), [3, 1, 8]);
  assert.deepEqual(parseIds(''), []);
  assert.deepEqual(parseIds(undefined), []);
  assert.deepEqual(parseIds('1,2,3,4,5,6,7'), [1, 2, 3, 4, 5]);
});

test('union keeps order without duplicates', () => {
  assert.deepEqual(union([2, 1], [1, 3]), [2, 1, 3]);
});
