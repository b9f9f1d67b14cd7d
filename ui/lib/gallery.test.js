import { test } from 'node:test';
import assert from 'node:assert/strict';
import { step, swipeDirection, keyDirection } from './gallery.js';

test('step wraps at both ends', () => {
  assert.equal(step(0, 4, 1), 1);
  assert.equal(step(3, 4, 1), 0);
  assert.equal(step(0, 4, -1), 3);
  assert.equal(step(2, 4, -1), 1);
  assert.equal(step(0, 1, 1), 0);
  assert.equal(step(0, 0, 1), 0);
});

test('a swipe left goes next, right goes previous; short or vertical moves are not swipes', () => {
  assert.equal(swipeDirection(-80, 10), 1);
  assert.equal(swipeDirection(80, -10), -1);
  assert.equal(swipeDirection(-20, 0), 0);
  assert.equal(swipeDirection(-60, 90), 0);
});

test('arrow keys', () => {
  assert.equal(keyDirection('ArrowRight'), 1);
  assert.equal(keyDirection('ArrowLeft'), -1);
  assert.equal(keyDirection('Escape'), 0);
});
