// The JSON API's URLs (spec §7): the one place the UI names them. Page URLs never appear in
// the UI; they come from the server in props and the shared links.
export const API_PREFIX = '/api/';

const id = (x) => encodeURIComponent(x);

export const endpoints = {
  searchProducts: '/api/search/products',
  slider: (type) => '/api/slider/' + id(type),
  wishlistToggle: (productId) => '/api/wishlist/toggle/' + id(productId),
  compare: '/api/product-compare',
  credit: (productId) => `/api/credit/${id(productId)}/monthly-prices`,
  subscribe: '/api/product-subscribe',
  cart: '/api/cart',
  cartAdd: (productId) => '/api/cart-item/add/' + id(productId),
};
