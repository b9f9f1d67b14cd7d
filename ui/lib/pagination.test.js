import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pages, GAP } from './pagination.js';

test('first, last and current with one neighbour; gaps as ellipses', () => {
  assert.deepEqual(pages(10, 20), [1, GAP, 9, 10, 11, GAP, 20]);
  assert.equal(GAP, '…');
});

test('no ellipsis for a gap of one page: the page is shown', () => {
  assert.deepEqual(pages(4, 10), [1, 2, 3, 4, 5, GAP, 10]);
  assert.deepEqual(pages(7, 10), [1, GAP, 6, 7, 8, 9, 10]);
  assert.deepEqual(pages(3, 5), [1, 2, 3, 4, 5]);
});

test('the ends', () => {
  assert.deepEqual(pages(1, 10), [1, 2, GAP, 10]);
  assert.deepEqual(pages(10, 10), [1, GAP, 9, 10]);
  assert.deepEqual(pages(1, 1), [1]);
  assert.deepEqual(pages(1, 2), [1, 2]);
  assert.deepEqual(pages(2, 3), [1, 2, 3]);
});

test('no pages and out-of-range current', () => {
  assert.deepEqual(pages(1, 0), []);
  assert.deepEqual(pages(50, 5), [1, GAP, 4, 5]);
  assert.deepEqual(pages(0, 5), [1, 2, GAP, 5]);
});
