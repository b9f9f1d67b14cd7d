import { test } from 'node:test';
import assert from 'node:assert/strict';
import { priceText } from './price.js';

const prices = {
  current_price: 121, is_active_discount: true,
  current_formatted_price: '100,00 €', current_formatted_price_with_tax: '121,00 €',
  previous_formatted_price: '125,00 €', previous_formatted_price_with_tax: '151,25 €',
};

test('with tax picks the gross strings', () => {
  assert.deepEqual(priceText(prices), { current: '121,00 €', previous: '151,25 €' });
  assert.deepEqual(priceText(prices, true), { current: '121,00 €', previous: '151,25 €' });
});

test('without tax picks the net strings', () => {
  assert.deepEqual(priceText(prices, false), { current: '100,00 €', previous: '125,00 €' });
});

test('no previous price when no discount runs', () => {
  const p = { ...prices, is_active_discount: false };
  assert.equal(priceText(p).previous, '');
  assert.equal(priceText({ current_formatted_price_with_tax: '5,00 €' }).previous, '');
});

test('missing prices give empty strings; a missing net price falls back to gross', () => {
  assert.deepEqual(priceText(undefined), { current: '', previous: '' });
  assert.equal(priceText({ current_formatted_price_with_tax: '9,99 €' }, false).current, '9,99 €');
});
