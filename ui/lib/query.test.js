import { test } from 'node:test';
import assert from 'node:assert/strict';
import { toQuery, fromQuery } from './query.js';

test('toQuery drops empty, zero and empty-list values', () => {
  assert.equal(toQuery({ page: 0, sort: '', categories: [], manufactures: undefined, q: '  ', discounts: null }), '');
  assert.equal(toQuery({}), '');
  assert.equal(toQuery({ page: 2, categories: [] }), '?page=2');
});

test('toQuery returns no question mark when nothing remains', () => {
  assert.ok(!toQuery({ properties: [] }).includes('?'));
});

test('toQuery joins lists with commas and keeps a stable order', () => {
  assert.equal(
    toQuery({ properties: [4, 9], categories: [12], sort: 'price_with_tax:asc', per_page: 48, page: 3 }),
    '?page=3&per_page=48&sort=price_with_tax:asc&categories=12&properties=4,9',
  );
});

test('toQuery drops values equal to the defaults given', () => {
  assert.equal(toQuery({ page: 1, per_page: 32, sort: 'title:asc' }, { page: 1, per_page: 32 }), '?sort=title:asc');
  assert.equal(toQuery({ page: 2, per_page: 16 }, { page: 1, per_page: 32 }), '?page=2&per_page=16');
});

test('toQuery encodes the search text', () => {
  assert.equal(toQuery({ q: 'iphone 15 & case' }), '?q=iphone+15+%26+case');
  assert.equal(toQuery({ q: 'ā/ē' }), '?q=%C4%81%2F%C4%93');
});

test('toQuery keeps unknown keys (scope params) after the known ones', () => {
  assert.equal(toQuery({ wishlist: '1', category: '12', page: 2 }), '?page=2&category=12&wishlist=1');
});

test('fromQuery parses back ids as numbers', () => {
  assert.deepEqual(fromQuery('?page=3&per_page=48&sort=title:desc&categories=12&properties=4,9&q=iphone+15'), {
    page: 3, per_page: 48, sort: 'title:desc', q: 'iphone 15', categories: [12], properties: [4, 9],
  });
  assert.deepEqual(fromQuery(''), {});
  assert.deepEqual(fromQuery('manufactures=2%2C3'), { manufactures: [2, 3] });
});

test('fromQuery leaves out malformed values', () => {
  assert.deepEqual(fromQuery('?page=abc&per_page=-1&categories=a,,0,5,5&discounts='), { categories: [5] });
});

test('round trip', () => {
  const f = { q: 'galaxy s24', page: 2, sort: 'created_at:desc', inventories: [1, 2], discounts: [7] };
  assert.deepEqual(fromQuery(toQuery(f)), f);
});
