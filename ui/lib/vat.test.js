import { test } from 'node:test';
import assert from 'node:assert/strict';
import { normalizeVATNumber, vatNumberComplete } from './vat.js';

test('a VAT number is normalised as the server keeps it, and checked only once it has the shape of one', () => {
  assert.equal(normalizeVATNumber(' ee 100.931-558 '), 'EE100931558');
  assert.equal(normalizeVATNumber(null), '');
  assert.ok(vatNumberComplete('EE100931558'));
  assert.ok(vatNumberComplete('fi 1234 5678'));
  assert.ok(vatNumberComplete(''));
  assert.ok(!vatNumberComplete('EE1'));
  assert.ok(!vatNumberComplete('1234567890'));
  assert.ok(!vatNumberComplete('EE12345678901234'));
});
