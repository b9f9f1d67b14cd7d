import { test } from 'node:test';
import assert from 'node:assert/strict';
import { publicShared } from './public-shared.js';

test('publicShared keeps what every shopper sees and drops the shopper', () => {
  const shared = {
    shop: { code: 'lv_shop' }, lang: 'lv', menu: [{ id: 1 }], links: { home: '/' }, languages: ['lv', 'en', 'ru'],
    csrf: 'secret', user: { name: 'Anna' }, cart_count: 3, compare_ids: [1], wishlist_ids: [2], future_private: 'x',
  };
  assert.deepEqual(publicShared(shared), {
    shop: { code: 'lv_shop' }, lang: 'lv', menu: [{ id: 1 }], links: { home: '/' }, languages: ['lv', 'en', 'ru'],
  });
  assert.deepEqual(publicShared(undefined), {});
});
