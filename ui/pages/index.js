import { registry } from '../lib/components.js';

// The registered page components (spec §2). The server names one in the page protocol and
// renders it to HTML first (ui/server.jsx), so a page added here is server-rendered too.
// Each page is its own chunk, so a page loads only what it needs; a page's file is named after
// its component (the build maps names to chunks by it, for the shell's modulepreload).
export const pages = registry({
  home: () => import('./home.jsx'),
  catalog: () => import('./catalog.jsx'),
  search: () => import('./search.jsx'),
  product: () => import('./product.jsx'),
  'compare-products': () => import('./compare-products.jsx'),
  cart: () => import('./cart.jsx'),
  checkout: () => import('./checkout.jsx'),
  order: () => import('./order.jsx'),
  'order-review': () => import('./order-review.jsx'),
  'order-lookup': () => import('./order-lookup.jsx'),
  withdrawal: () => import('./withdrawal.jsx'),
  subscription: () => import('./subscription.jsx'),
  contact: () => import('./contact.jsx'),
  brands: () => import('./brands.jsx'),
  blog: () => import('./blog.jsx'),
  'blog-article': () => import('./blog-article.jsx'),
  'info-page': () => import('./info-page.jsx'),
  profile: () => import('./profile.jsx'),
  'not-found': () => import('./not-found.jsx'),
  'sign-in': () => import('./sign-in.jsx'),
  register: () => import('./register.jsx'),
});
