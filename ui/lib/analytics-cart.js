// The cart and checkout events (spec §1), apart from analytics.js because only the cart and
// checkout pages send them and every page loads that one.
import { item, money, push, sum } from './analytics.js';

// cartItems maps cart lines (spec §1: product, quantity, coupon_price, coupon_total_price) to
// GA4 items: the price is the unit price, and a coupon's share of the line is its discount.
export function cartItems(cart) {
  return (cart?.items || []).map((line) => {
    const i = item(line.product, { quantity: line.quantity, price: line.price_with_tax ?? 0 });
    if (line.coupon_price != null) i.discount = money(i.price - line.coupon_price);
    return i;
  });
}

const cartEvent = (cart) => {
  const items = cartItems(cart);
  const out = { value: sum(items), items };
  if (cart?.coupon?.code) out.coupon = cart.coupon.code;
  return out;
};

export function viewCart(cart, win) {
  return push('view_cart', cartEvent(cart), win);
}

export function removeFromCart(lines, win) {
  const items = cartItems({ items: lines });
  return push('remove_from_cart', { value: sum(items), items }, win);
}

export function beginCheckout(cart, win) {
  return push('begin_checkout', cartEvent(cart), win);
}

export function addShippingInfo(cart, win) {
  return push('add_shipping_info', { ...cartEvent(cart), shipping_tier: cart?.shipping_method?.title || '' }, win);
}

export function addPaymentInfo(cart, win) {
  return push('add_payment_info', { ...cartEvent(cart), payment_type: cart?.payment_method?.title || '' }, win);
}

// purchase reports an order (spec §1: prefixed_id, total_price_without_shipping, tax_price and
// its cart's shipping_price, coupon and items) once: the caller passes a storage in which the
// order's id is remembered, so a reload of the confirmation page reports nothing again.
export function purchase(order, storage, win) {
  const key = 'purchase:' + order.prefixed_id;
  if (storage?.getItem(key)) return false;
  const out = {
    transaction_id: order.prefixed_id,
    value: money(order.total_price_without_shipping),
    tax: money(order.tax_price),
    shipping: money(order.cart?.shipping_price),
    items: cartItems(order.cart),
  };
  if (order.cart?.coupon?.code) out.coupon = order.cart.coupon.code;
  const sent = push('purchase', out, win);
  if (sent) storage?.setItem(key, '1');
  return sent;
}
