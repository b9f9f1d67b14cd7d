import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ordersFromQuery, ordersQuery, withOrderFilter, money, vatRate, shipForm, shipErrors, moveBody, addressLines, orderDefaults } from './orders.js';

test('the list filters go through the URL and back, bad values dropped', () => {
  const f = ordersFromQuery('?q=LV-000123&status=shipped&payment_status=paid&shipping_method=2&from=2026-11-01&to=2026-11-30&before=500');
  assert.deepEqual(f, { q: 'LV-000123', status: 'shipped', payment_status: 'paid', shipping_method: '2', withdrawal: '', from: '2026-11-01', to: '2026-11-30', before: 500 });
  assert.equal(ordersQuery(f), '?q=LV-000123&status=shipped&payment_status=paid&shipping_method=2&from=2026-11-01&to=2026-11-30&before=500');
  assert.deepEqual(ordersFromQuery('?status=lost&payment_status=x&shipping_method=a&from=1.11.2026&before=-3'), orderDefaults);
  assert.equal(ordersFromQuery('?from=2026-11-30&to=2026-11-01').to, '', 'a range that ends before it starts loses its end');
  assert.equal(ordersQuery(orderDefaults), '');
  assert.equal(ordersQuery({ ...orderDefaults, q: '  anna ' }), '?q=anna');
});

test('a filter change goes back to the first page', () => {
  assert.equal(withOrderFilter({ ...orderDefaults, before: 40 }, 'status', 'new').before, 0);
});

test('money and VAT rates', () => {
  assert.match(money(129900, 'en'), /€1,299\.00/);
  assert.match(money(129900, 'lv'), /1\s?299,00\s€/);
  assert.equal(vatRate(2100), '21 %');
  assert.equal(vatRate(2550), '25.5 %');
});

test('the ship dialog proposes the method\'s carrier and checks its fields', () => {
  const carriers = [{ code: 'dpd', name: 'DPD' }, { code: 'omniva', name: 'Omniva' }];
  assert.deepEqual(shipForm('omniva', carriers), { carrier: 'omniva', tracking_number: '' });
  assert.equal(shipForm('', carriers).carrier, '');
  assert.equal(shipForm('gone', carriers).carrier, '');
  assert.deepEqual(shipErrors({ carrier: '', tracking_number: ' ' }), { carrier: ['ord_error_carrier'], tracking_number: ['ord_error_tracking'] });
  assert.deepEqual(shipErrors({ carrier: 'dpd', tracking_number: '<b>' }), { tracking_number: ['ord_error_tracking_chars'] });
  assert.deepEqual(shipErrors({ carrier: 'dpd', tracking_number: 'CC 1234 5678 EE' }), {});
});

test('a move names the status it was made from', () => {
  const o = { status: 'processing' };
  assert.deepEqual(moveBody(o, 'shipped', { carrier: 'dpd', tracking_number: ' 0521 ' }), { from: 'processing', to: 'shipped', carrier: 'dpd', tracking_number: '0521' });
  assert.deepEqual(moveBody({ status: 'paid' }, 'processing'), { from: 'paid', to: 'processing' });
});

test('an address as lines', () => {
  assert.deepEqual(addressLines({ address: 'Brīvības iela', house_num: '1', zip: 'LV-1050', city: 'Rīga', identifier: '' }, 'Latvija'),
    ['Brīvības iela 1', 'LV-1050 Rīga', 'Latvija']);
  assert.deepEqual(addressLines({ identifier: '9001', city: 'Rīga' }, ''), ['Rīga', '#9001']);
});

test('the withdrawal filter is in the URL and the API query as 1, and nothing else opens it', () => {
  const f = ordersFromQuery('?withdrawal=1&status=completed');
  assert.equal(f.withdrawal, '1');
  assert.equal(ordersQuery(f), '?status=completed&withdrawal=1');
  assert.equal(ordersFromQuery('?withdrawal=yes').withdrawal, '');
  assert.equal(ordersQuery(withOrderFilter(f, 'withdrawal', '')), '?status=completed');
});
