// The cart and checkout events (spec §1), apart from analytics.js because only the cart and
// checkout pages send them and every page loads that one.
import { item, money, push } from './analytics.js';

// cartItems maps cart lines (spec §1: product, quantity, coupon_price, coupon_total_price) to
// GA4 items: the price is the unit price as the cart shows it (price: with VAT, or net in a
// business's cart, like total_price), and the discount a unit's part of what the coupon took
// off the line (the line's price less coupon_total_price, the line as the server priced it,
// over its units).
export function cartItems(cart) {
  return (cart?.items || []).map((line) => {
    const i = item(line.product, { quantity: line.quantity, price: line.price ?? 0 });
    if (line.coupon_total_price != null) i.discount = money(Math.max(0, i.price * i.quantity - line.coupon_total_price) / i.quantity);
    return i;
  });
}

// The value of a cart event is the server's: cart.total_price, the goods after the coupon
// (spec §1), never a sum made here, which per-unit discounts in whole cents could put a cent
// off what the cart shows.
const cartEvent = (cart) => {
  const out = { value: money(cart?.total_price), items: cartItems(cart) };
  if (cart?.coupon?.code) out.coupon = cart.coupon.code;
  return out;
};

// linesValue is what the lines cost in the cart, each line's coupon_total_price as the server
// priced it, summed in cents.
const linesValue = (lines) => money((lines || []).reduce((s, l) => s + Math.round((Number(l.coupon_total_price) || 0) * 100), 0) / 100);

export function viewCart(cart, win) {
  return push('view_cart', cartEvent(cart), win);
}

export function removeFromCart(lines, win) {
  return push('remove_from_cart', { value: linesValue(lines), items: cartItems({ items: lines }) }, win);
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
