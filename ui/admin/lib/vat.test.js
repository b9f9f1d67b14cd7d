import { test } from 'node:test';
import assert from 'node:assert/strict';
import { taxLines } from './vat.js';

test("an order's page names its VAT scheme, and VIES's check for an intra-Community supply", () => {
  assert.deepEqual(taxLines({ tax: { scheme: 'domestic', changed: false, label: 'PVN 21 % (Latvija)' } }), []);
  assert.deepEqual(taxLines({}), []);
  assert.deepEqual(taxLines({ tax: { scheme: 'oss', changed: true, label: 'VAT 25.5 % (Finland)' } }),
    [['vat_order_scheme', { label: 'VAT 25.5 % (Finland)' }]]);
  assert.deepEqual(taxLines({ tax: { scheme: 'reverse_charge', changed: true, label: 'VAT 0 % — reverse charge',
    vies: { number: 'EE100931558', request_id: 'WAPI1', checked_at: '2026-11-24T10:00:00Z' } } }), [
    ['vat_order_scheme', { label: 'VAT 0 % — reverse charge' }],
    ['vat_order_vies', { number: 'EE100931558', id: 'WAPI1', at: '2026-11-24T10:00:00Z' }],
  ]);
});
