// Adding to the cart (spec §4 Cart add): a busy flag per product blocks double clicks; on
// success the header count follows the cart and the product-added modal opens, loading the
// cart afresh each time it opens; add_to_cart goes to the data layer.
import { signal } from '@preact/signals-react';
import { post, get } from '../lib/api.js';
import { endpoints } from '../lib/endpoints.js';
import { addToCart as reportAddToCart } from '../lib/analytics.js';
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

