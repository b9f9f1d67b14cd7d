import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validReference, share, refundForm, refundTotal, refundBody, unitsLeft, bankPaymentBody, statementPayments, exportHref, monthRange, newKey } from './order-money.js';

const money = {
  total: 12599, left: 12599, shipping: 599,
  lines: [{ item_id: 7, quantity: 3, left: 3, gross: 9000 }, { item_id: 8, quantity: 1, left: 1, gross: 3000 }],
};

test('a line gives back its share per unit, rounded half up once, as the server does', () => {
  assert.equal(share(9000, 2, 3), 6000);
  assert.equal(share(100, 1, 3), 33);
  assert.equal(share(200, 1, 3), 67);
  assert.equal(share(100, 1, 0), 0);
});

test('the refund form adds the chosen units and the shipping, never past what is left', () => {
  const f = refundForm(money);
  assert.deepEqual(Object.keys(f.lines), ['7', '8']);
  assert.equal(refundTotal(money, f), 0);
  f.lines[7].qty = '2';
  f.shipping = true;
  assert.equal(refundTotal(money, f), 6000 + 599);
  assert.equal(refundTotal({ ...money, left: 1000 }, f), 1000);
  const a = { ...f, mode: 'amount', amount: '12,5' };
  assert.equal(refundTotal(money, a), 1250);
  assert.equal(refundTotal(money, { ...a, amount: 'x' }), null);
});

test('the body carries the key, the units with their restock, and the amount in its mode', () => {
  const f = refundForm(money);
  f.lines[7] = { qty: '2', restock: true };
  f.reason = ' Bojāts ';
  assert.deepEqual(refundBody(f, 'k1'), { key: 'k1', lines: [{ item_id: 7, quantity: 2, restock: true }], shipping: false,
    reason: 'Bojāts', note: '', paid_on: '' });
  assert.equal(refundBody({ ...f, mode: 'amount', amount: '10' }, 'k2').amount, 1000);
  assert.equal(refundBody({ ...f, mode: 'amount', amount: 'ten' }, 'k2').amount, -1, 'the server names the field');
  assert.deepEqual(unitsLeft({ left: 2 }), ['0', '1', '2']);
  assert.notEqual(newKey(), newKey());
});

test('a bank payment is its reference and amount in cents', () => {
  assert.deepEqual(bankPaymentBody(' RF18 LV00 0001 ', '12,34'), { reference: 'RF18 LV00 0001', amount: 1234 });
  assert.equal(bankPaymentBody('RF18', '').amount, -1);
});

test('statement lines with a reference and an amount are payments; others are skipped', () => {
  const text = [
    '2026-11-20;Anna Bērziņa;RF30 LV00 0001;125,99;EUR',
    '2026-11-20\tSIA Koks\tRF03LV000002\t1 234.50 €',
    '2026-11-21 RF99LV000002 10,00 (check digits wrong)',
    'a line with no reference 12,00',
    'RF30LV000001 with no amount',
  ].join('\n');
  assert.deepEqual(statementPayments(text), [
    { reference: 'RF30LV000001', amount: '125.99' },
    { reference: 'RF03LV000002', amount: '1234.50' },
  ]);
  assert.deepEqual(statementPayments(''), []);
  assert.ok(validReference('RF30LV000001'));
  assert.ok(!validReference('RF31LV000001'));
  assert.ok(!validReference('LV000001'));
});

test('the export link and the month before', () => {
  assert.equal(exportHref('2026-10-01', '2026-10-31', 'days'), '/api/admin/orders/export.csv?from=2026-10-01&to=2026-10-31&shape=days');
  assert.deepEqual(monthRange(new Date(2026, 0, 15)), { from: '2025-12-01', to: '2025-12-31' });
  assert.deepEqual(monthRange(new Date(2026, 2, 31)), { from: '2026-02-01', to: '2026-02-28' });
});
