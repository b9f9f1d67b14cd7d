import { test } from 'node:test';
import assert from 'node:assert/strict';
import { refundBy } from './withdrawal.js';

test('a refund is due 14 days after the withdrawal was received', () => {
  assert.equal(refundBy('2026-11-27T20:05:00Z'), '2026-12-11T20:05:00Z');
  assert.equal(refundBy('2026-03-20T12:00:00Z'), '2026-04-03T12:00:00Z', 'a clock change on the way counts no hour');
  assert.equal(refundBy('junk'), '');
});
