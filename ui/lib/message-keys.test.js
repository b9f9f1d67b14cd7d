import { test } from 'node:test';
import assert from 'node:assert/strict';
import { messageKeys } from './message-keys.js';

const keys = ['cart', 'read_more', 'read_less', 'products_count_one', 'products_count_other', 'sort_price_asc', 'sort_newest',
  'error_csrf', 'delivery_estimate', 'cart_added_title', 'stock_in_stock'];

test('keeps what the source names, drops what only the server uses', () => {
  const src = [
    `t(open ? 'read_less' : "read_more"); t('cart_added_title');`,
    `t('products_count', { count: n }); const s = t('sort_' + sort); t(\`cart\`);`,
  ];
  assert.deepEqual(messageKeys(src, keys), ['cart', 'cart_added_title', 'products_count_one', 'products_count_other',
    'read_less', 'read_more', 'sort_newest', 'sort_price_asc']);
});

test('a template literal prefix keeps its family', () => {
  assert.deepEqual(messageKeys(['t(`sort_${x}`)'], keys), ['sort_newest', 'sort_price_asc']);
});

test('a word inside a longer string names no key', () => {
  assert.deepEqual(messageKeys([`const a = 'the cart'; const b = 'error_csrf_x';`], keys), []);
});
