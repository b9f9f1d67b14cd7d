import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clampQuantity } from './quantity.js';

test('quantities stay between 1 and 100', () => {
  assert.equal(clampQuantity(5), 5);
  assert.equal(clampQuantity(0), 1);
  assert.equal(clampQuantity(-3), 1);
  assert.equal(clampQuantity(101), 100);
  assert.equal(clampQuantity('7'), 7);
  assert.equal(clampQuantity('2.9'), 2);
  assert.equal(clampQuantity(''), 1);
  assert.equal(clampQuantity('abc'), 1);
  assert.equal(clampQuantity(5000, 10), 10);
});
