import { test } from 'node:test';
import assert from 'node:assert/strict';
import { toggleAll, toggle, removalTargets, pruned } from './cart-selection.js';

test('select-all picks every line, or clears when all are picked', () => {
  assert.deepEqual(toggleAll([], [1, 2, 3]), [1, 2, 3]);
  assert.deepEqual(toggleAll([2], [1, 2, 3]), [1, 2, 3]);
  assert.deepEqual(toggleAll([3, 1, 2], [1, 2, 3]), []);
  assert.deepEqual(toggleAll([], []), []);
});

test('a line toggles on its own', () => {
  assert.deepEqual(toggle([1], 2), [1, 2]);
  assert.deepEqual(toggle([1, 2], 1), [2]);
});

test('remove-selected takes the selected lines, or all when none is selected', () => {
  assert.deepEqual(removalTargets([3, 9], [1, 2, 3]), [3]);
  assert.deepEqual(removalTargets([], [1, 2, 3]), [1, 2, 3]);
  assert.deepEqual(removalTargets([9], [1, 2]), [1, 2]); // a stale pick is no pick
});

test('lines that left the cart leave the selection', () => {
  const sel = [1, 2];
  assert.equal(pruned(sel, [1, 2, 3]), sel);
  assert.deepEqual(pruned(sel, [2]), [2]);
});
