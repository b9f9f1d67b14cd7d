import { signal } from '@preact/signals-react';
import { post, get } from '../lib/api.js';
import { endpoints } from '../lib/endpoints.js';
import { reportLater } from '../lib/analytics-later.js';
import { cartCount } from './shared.js';
import { toast } from './toasts.js';

// The cart page's cart (spec §4 Cart quantity, §8): one request at a time — while one runs
// the buttons are disabled and further requests are ignored. A success shows the server's
// message and sets the header count; a refused add or quantity puts errors.cart in place.
export const cart = signal(null);
export const cartRequest = signal(false);
// NO_CART stands for the cart of a shopper who has none, before the API has said so.
export const NO_CART = Object.freeze({ items: [] });

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
  if (res) reportLater('removeFromCart', [line]);
  return res;
}

// removeLines deletes lines with one call each, all at once (spec §4); the cart shown after
// is fetched when they are done, since the answers may arrive in any order.
export async function removeLines(lines) {
  return cartCall(async () => {
    const results = await Promise.allSettled(lines.map((l) => post(endpoints.cartItemDelete(l.id))));
    const removed = lines.filter((_, i) => results[i].status === 'fulfilled');
    if (removed.length) reportLater('removeFromCart', removed);
    const fresh = await get(endpoints.cart);
    return { cart: fresh.cart, message: results.find((r) => r.status === 'fulfilled')?.value.message };
  });
}

// setService adds a service (a gift pack, a warranty) to a product line or takes it off: the
// service's own line is deleted like any line.
export const setService = (line, service, on) => cartCall(() => (on
  ? post(endpoints.cartAdd(service.id, true), { quantity: 1, parent_item_id: line.id })
  : post(endpoints.cartItemDelete(line.services.find((s) => s.product.id === service.id).id))));

export const applyCoupon = (code) => cartCall(() => post(endpoints.couponApply, { code }));
export const removeCoupon = () => cartCall(() => post(endpoints.couponRemove));
