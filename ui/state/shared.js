import { signal } from '@preact/signals-react';

// Shared state every page can read: filled from the page protocol's `shared` block and
// updated by API answers (cart count, compare list, wishlist).
export const shop = signal({});
export const user = signal(null);
export const menu = signal([]);
export const links = signal({});
export const lang = signal('en');
export const languages = signal([]); // this page in each of the shop's languages: {code, name, url}
export const cartCount = signal(0);
export const compareIds = signal([]);
export const wishlistIds = signal([]);
export const captcha = signal({});

export function applyShared(s) {
  if (!s) return;
  shop.value = s.shop || {};
  user.value = s.user || null;
  menu.value = s.menu || [];
  links.value = s.links || {};
  lang.value = s.lang || 'en';
  languages.value = s.languages || [];
  cartCount.value = s.cart_count || 0;
  compareIds.value = s.compare_ids || [];
  wishlistIds.value = s.wishlist_ids || [];
  captcha.value = s.captcha || {};
}
