// Adding to the cart (spec §4 Cart add): a busy flag per product blocks double clicks; on
// success the header count follows the cart and the product-added modal opens, loading the
// cart afresh each time it opens; add_to_cart goes to the data layer.
import { signal } from '@preact/signals-react';
import { post, get } from '../lib/api.js';
import { endpoints } from '../lib/endpoints.js';
import { addToCart as reportAddToCart, removeFromCart as reportRemove } from '../lib/analytics.js';
import { cartCount } from './shared.js';
import { toast } from './toasts.js';
import { cartModal } from './modals.js';

export const cartBusy = signal([]); // product ids with an add in flight

export async function addToCart(product, quantity = 1) {
  if (cartBusy.value.includes(product.id)) return false;
  cartBusy.value = [...cartBusy.value, product.id];
  try {
    const res = await post(endpoints.cartAdd(product.id, true), { quantity });
    cartCount.value = res.cart?.total_quantity ?? cartCount.value;
    toast(res.message);
    reportAddToCart(product, quantity);
    cartModal.value = 'added';
    return true;
  } catch (e) {
    // the api client has toasted the message; a stock conflict carries the cart as it stands
    if (e.errors?.cart) cartCount.value = e.errors.cart.total_quantity ?? cartCount.value;
    return false;
  } finally {
    cartBusy.value = cartBusy.value.filter((x) => x !== product.id);
  }
}

export const loadCart = (opts) => get(endpoints.cart, opts).then((d) => d.cart);

// The cart page's cart (spec §4 Cart quantity, §8): one request at a time — while one runs
// the buttons are disabled and further requests are ignored. A success shows the server's
// message and sets the header count; a refused add or quantity puts errors.cart in place.
export const cart = signal(null);
export const cartRequest = signal(false);

export function showCart(c) {
  if (!c) return;
  cart.value = c;
  cartCount.value = c.total_quantity ?? cartCount.value;
}

async function cartCall(call) {
  if (cartRequest.value) return null;
  cartRequest.value = true;
  try {
    const res = await call();
    showCart(res.cart);
    toast(res.message);
    return res;
  } catch (e) {
    showCart(e.errors?.cart);
    return null;
  } finally {
    cartRequest.value = false;
  }
}

export const setQuantity = (line, quantity) => cartCall(() => post(endpoints.cartAdd(line.product.id), { quantity }));

export async function removeLine(line) {
  const res = await cartCall(() => post(endpoints.cartItemDelete(line.id)));
  if (res) reportRemove([line]);
  return res;
}

// removeLines deletes lines with one call each, all at once (spec §4); the cart shown after
// is fetched when they are done, since the answers may arrive in any order.
export async function removeLines(lines) {
  return cartCall(async () => {
    const results = await Promise.allSettled(lines.map((l) => post(endpoints.cartItemDelete(l.id))));
    const removed = lines.filter((_, i) => results[i].status === 'fulfilled');
    if (removed.length) reportRemove(removed);
    const fresh = await get(endpoints.cart);
    return { cart: fresh.cart, message: results.find((r) => r.status === 'fulfilled')?.value.message };
  });
}

// setService adds a service (a gift pack, a warranty) to a product line or takes it off.
export const setService = (line, service, on) => cartCall(() => (on
  ? post(endpoints.cartAdd(service.id, true), { quantity: 1, parent_item_id: line.id })
  : post(endpoints.cartItemDelete(line.services.find((s) => s.product.id === service.id).id))));

export const applyCoupon = (code) => cartCall(() => post(endpoints.couponApply, { code }));
export const removeCoupon = () => cartCall(() => post(endpoints.couponRemove));
