import { test } from 'node:test';
import assert from 'node:assert/strict';
import { starFills, roundedRate } from './stars.js';

test('whole and half stars', () => {
  assert.deepEqual(starFills(5), ['full', 'full', 'full', 'full', 'full']);
  assert.deepEqual(starFills(3.5), ['full', 'full', 'full', 'half', 'empty']);
  assert.deepEqual(starFills(0), ['empty', 'empty', 'empty', 'empty', 'empty']);
  assert.deepEqual(starFills(0.5), ['half', 'empty', 'empty', 'empty', 'empty']);
});

test('rounding to the nearest half, clamped to 0…5', () => {
  assert.deepEqual(starFills(4.3), starFills(4.5));
  assert.deepEqual(starFills(4.2), starFills(4));
  assert.deepEqual(starFills(9), starFills(5));
  assert.deepEqual(starFills(-1), starFills(0));
  assert.deepEqual(starFills('x'), starFills(0));
  assert.equal(roundedRate(2.74), 2.5);
  assert.equal(roundedRate(2.75), 3);
});
