// The calls only an order's own pages make (paying again, the demo's test card, the review
// of a delivered order). They live apart from endpoints.js, which every page's first
// JavaScript carries, as profile-endpoints.js does for the profile's.
const id = (x) => encodeURIComponent(x);

export const orderEndpoints = {
  pay: (token) => `/api/order/${id(token)}/pay`,
  testCard: (token) => `/api/order/${id(token)}/test-card`,
  review: (orderId) => `/api/product-review/${id(orderId)}/store`,
};
