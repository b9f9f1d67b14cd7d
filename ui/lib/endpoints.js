// The JSON API's URLs (spec §7): the one place the UI names them, but for the profile's own
// calls and an order page's (profile-endpoints.js, order-endpoints.js: this file is in every
// page's first JavaScript). Page URLs never
// appear in the UI; they come from the server in props and the shared links.
export const API_PREFIX = '/api/';

const id = (x) => encodeURIComponent(x);

export const endpoints = {
  searchProducts: '/api/search/products',
  slider: (type) => '/api/slider/' + id(type),
  wishlistToggle: (productId) => '/api/wishlist/toggle/' + id(productId),
  credit: (productId) => `/api/credit/${id(productId)}/monthly-prices`,
  subscribe: '/api/product-subscribe',
  cart: '/api/cart',
  // without ?action=plus the line is set to the quantity (the cart page's counter)
  cartAdd: (productId, plus = false) => '/api/cart-item/add/' + id(productId) + (plus ? '?action=plus' : ''),
  cartItemDelete: (itemId) => `/api/cart-item/${id(itemId)}/delete`,
  services: '/api/product/services',
  couponApply: '/api/coupon/apply',
  couponRemove: '/api/coupon/remove/',
  shipping: '/api/shipping',
  cartShipping: (methodId) => '/api/cart/shipping/' + id(methodId),
  shippingCountries: (methodId) => `/api/shipping/${id(methodId)}/countries`,
  pickupPoints: (methodId) => `/api/shipping/${id(methodId)}/pickup-points`,
  validateZip: (methodId, countryId) => `/api/countries/${id(methodId)}/${id(countryId)}/validate-zip-code`,
  payment: '/api/payment',
  cartPayment: (methodId) => '/api/cart/payment/' + id(methodId),
  shippingAddress: '/api/cart/shipping-address',
  cartUserType: '/api/cart/user-type',
  countries: '/api/countries',
  banks: '/api/banks',
  logout: '/logout',
  orderStore: '/api/order/store',
  orderLookup: '/api/order/lookup',
  withdrawalOrder: '/api/withdrawal/order',
  withdrawal: '/api/withdrawal',
  order: (token) => '/api/order/' + id(token),
  teamMembers: '/api/team-members',
};
