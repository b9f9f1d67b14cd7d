import { test, mock } from 'node:test';
import assert from 'node:assert/strict';
import * as base from './analytics.js';
import * as cartEvents from './analytics-cart.js';

const a = { ...base, ...cartEvents };

const phone = {
  id: 7, code: 'SM-A55', title: 'Galaxy A55', manufacture: { title: 'Samsung' },
  category: { title: 'Smartphones' }, prices: { current_price: 399.99 },
};
const win = () => ({ dataLayer: [] });

test('item maps a product card with the spec defaults', () => {
  assert.deepEqual(a.item(phone, { listName: 'popular' }), {
    item_id: 'SM-A55', item_name: 'Galaxy A55', item_brand: 'Samsung', item_category: 'Smartphones',
    price: 399.99, discount: 0, quantity: 1, item_list_name: 'popular',
  });
  const bare = a.item({});
  assert.equal(bare.item_name, 'Unknown Product');
  assert.equal(bare.price, 0);
  assert.equal(bare.discount, 0);
  assert.equal(bare.quantity, 1);
  assert.equal('item_list_name' in bare, false);
  assert.equal(a.item(phone, { quantity: 0 }).quantity, 1);
});

test('every event is preceded by an ecommerce reset and carries EUR', () => {
  const w = win();
  assert.equal(a.viewItem(phone, w), true);
  assert.deepEqual(w.dataLayer[0], { ecommerce: null });
  assert.equal(w.dataLayer[1].event, 'view_item');
  assert.equal(w.dataLayer[1].ecommerce.currency, 'EUR');
  assert.equal(w.dataLayer[1].ecommerce.value, 399.99);
});

test('a missing data layer logs an error and skips the event', () => {
  const err = mock.method(console, 'error', () => {});
  try {
    assert.equal(a.viewItem(phone, {}), false);
    assert.equal(a.addToCart(phone, 2, undefined), false);
    assert.equal(err.mock.callCount(), 2);
    assert.match(err.mock.calls[0].arguments[0], /dataLayer/);
  } finally {
    err.mock.restore();
  }
});

test('view_item_list and select_item name the list; related products list name', () => {
  const w = win();
  a.viewItemList([phone, { ...phone, code: 'X', prices: { current_price: 0.01 } }], a.RELATED_LIST, w);
  const ev = w.dataLayer[1];
  assert.equal(ev.event, 'view_item_list');
  assert.equal(ev.ecommerce.item_list_name, 'related products');
  assert.deepEqual(ev.ecommerce.items.map((i) => [i.item_id, i.index, i.item_list_name]), [['SM-A55', 0, 'related products'], ['X', 1, 'related products']]);
  assert.equal(ev.ecommerce.value, 400);
  assert.equal(a.viewItemList([], 'x', w), false); // nothing to report
  a.selectItem(phone, 'popular', w);
  assert.equal(w.dataLayer[3].event, 'select_item');
  assert.equal(w.dataLayer[3].ecommerce.items[0].item_list_name, 'popular');
});

test('add_to_cart counts the quantity; add_to_wishlist reports one item', () => {
  const w = win();
  a.addToCart(phone, 3, w);
  assert.equal(w.dataLayer[1].ecommerce.items[0].quantity, 3);
  assert.equal(w.dataLayer[1].ecommerce.value, 1199.97);
  a.addToWishlist(phone, w);
  assert.equal(w.dataLayer[3].event, 'add_to_wishlist');
  assert.equal(w.dataLayer[3].ecommerce.items[0].item_id, 'SM-A55');
});

const cart = {
  coupon: { code: 'WELCOME10' },
  total_price: 199.99,
  items: [
    { id: 1, quantity: 2, price: 100, coupon_price: 90, coupon_total_price: 180, product: { code: 'A', title: 'Phone A', manufacture: { title: 'Acme' } } },
    { id: 2, quantity: 1, price: 19.99, coupon_price: 19.99, coupon_total_price: 19.99, product: { code: 'B', title: 'Case B' } },
  ],
  shipping_method: { title: 'Courier' }, payment_method: { title: 'Card' },
};

test('the value of a cart event is the total_price of the cart, its discounts from coupon_total_price', () => {
  // 3 × 33,33 € with 10,00 € off the line: 89,99 €. A unit's discount is 3,33 €, so a sum of
  // the items would say 90,00 €; the value is what the cart shows.
  const odd = { total_price: 89.99, items: [{ id: 1, quantity: 3, price: 33.33, coupon_price: 30, coupon_total_price: 89.99, product: { code: 'C' } }] };
  const w = win();
  a.beginCheckout(odd, w);
  assert.equal(w.dataLayer[1].ecommerce.value, 89.99);
  assert.equal(w.dataLayer[1].ecommerce.items[0].discount, 3.33);
  a.removeFromCart(odd.items, w);
  assert.equal(w.dataLayer[3].ecommerce.value, 89.99);
});

test('cart events carry the lines, the coupon and its discount per unit', () => {
  const w = win();
  a.viewCart(cart, w);
  const e = w.dataLayer[1];
  assert.equal(e.event, 'view_cart');
  assert.equal(e.ecommerce.coupon, 'WELCOME10');
  assert.deepEqual(e.ecommerce.items.map((i) => [i.item_id, i.price, i.discount, i.quantity]), [['A', 100, 10, 2], ['B', 19.99, 0, 1]]);
  assert.equal(e.ecommerce.value, 199.99);
  a.addShippingInfo(cart, w);
  assert.equal(w.dataLayer[3].ecommerce.shipping_tier, 'Courier');
  a.addPaymentInfo(cart, w);
  assert.equal(w.dataLayer[5].ecommerce.payment_type, 'Card');
  a.removeFromCart([cart.items[1]], w);
  assert.deepEqual([w.dataLayer[7].event, w.dataLayer[7].ecommerce.value, 'coupon' in w.dataLayer[7].ecommerce], ['remove_from_cart', 19.99, false]);
});

test('purchase is reported once per order, never again on reload', () => {
  const seen = new Map();
  const storage = { getItem: (k) => seen.get(k) ?? null, setItem: (k, v) => seen.set(k, v) };
  const order = { prefixed_id: 'LV-000123', total_price_without_shipping: 199.99, tax_price: 34.71, cart: { ...cart, shipping_price: 3.99 } };
  const w = win();
  assert.equal(a.purchase(order, storage, w), true);
  assert.equal(a.purchase(order, storage, w), false);
  assert.equal(w.dataLayer.length, 2);
  assert.deepEqual([w.dataLayer[1].ecommerce.transaction_id, w.dataLayer[1].ecommerce.shipping, w.dataLayer[1].ecommerce.coupon], ['LV-000123', 3.99, 'WELCOME10']);
});
