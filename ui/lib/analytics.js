// GA4 ecommerce events for the page data layer (spec §1). Events never reach our server.
// Each event is preceded by {ecommerce: null} so a tag manager does not merge the previous
// event's items into this one. When window.dataLayer is missing the event is logged and skipped.
export const CURRENCY = 'EUR';
export const RELATED_LIST = 'related products';

const money = (n) => Math.round((Number(n) || 0) * 100) / 100;

// item maps a product card (or a cart/order product) to a GA4 item with the spec's defaults.
export function item(product, { quantity = 1, listName, discount = 0, price } = {}) {
  const p = product || {};
  const out = {
    item_id: p.code ?? String(p.id ?? ''),
    item_name: p.title || 'Unknown Product',
    item_brand: p.manufacture?.title || '',
    item_category: p.category?.title || '',
    price: money(price ?? p.prices?.current_price ?? 0),
    discount: money(discount),
    quantity: Number(quantity) > 0 ? Number(quantity) : 1,
  };
  if (listName) out.item_list_name = listName;
  return out;
}

const sum = (items) => money(items.reduce((s, i) => s + (i.price - i.discount) * i.quantity, 0));

export function push(event, ecommerce, win = globalThis.window) {
  const dl = win?.dataLayer;
  if (!dl || typeof dl.push !== 'function') {
    console.error(`analytics: window.dataLayer is missing; "${event}" skipped`);
    return false;
  }
  dl.push({ ecommerce: null });
  dl.push({ event, ecommerce: { currency: CURRENCY, ...ecommerce } });
  return true;
}

const listOf = (products, listName) => (products || []).map((p, i) => ({ ...item(p, { listName }), index: i }));

export function viewItemList(products, listName, win) {
  const items = listOf(products, listName);
  if (!items.length) return false;
  return push('view_item_list', { item_list_name: listName, value: sum(items), items }, win);
}

export function selectItem(product, listName, win) {
  const i = item(product, { listName });
  return push('select_item', { item_list_name: listName, value: i.price, items: [i] }, win);
}

export function viewItem(product, win) {
  const i = item(product);
  return push('view_item', { value: i.price, items: [i] }, win);
}

export function addToCart(product, quantity = 1, win) {
  const i = item(product, { quantity });
  return push('add_to_cart', { value: money(i.price * i.quantity), items: [i] }, win);
}

export function addToWishlist(product, win) {
  const i = item(product);
  return push('add_to_wishlist', { value: i.price, items: [i] }, win);
}

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
