// The JSON API's URLs (spec §7): the one place the UI names them. Page URLs never appear in
// the UI; they come from the server in props and the shared links.
export const API_PREFIX = '/api/';

export const endpoints = {
  searchProducts: '/api/search/products',
  slider: (type) => '/api/slider/' + encodeURIComponent(type),
  wishlistToggle: (productId) => '/api/wishlist/toggle/' + encodeURIComponent(productId),
};
