// GA4 ecommerce events for the page data layer (spec §1). Events never reach our server.
// Each event is preceded by {ecommerce: null} so a tag manager does not merge the previous
// event's items into this one. When window.dataLayer is missing the event is logged and skipped.
export const CURRENCY = 'EUR';
export const RELATED_LIST = 'related products';

export const money = (n) => Math.round((Number(n) || 0) * 100) / 100;

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

export const sum = (items) => money(items.reduce((s, i) => s + (i.price - i.discount) * i.quantity, 0));

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

