// The profile's calls (docs/shop.md, "Profile and privacy"). They live apart from endpoints.js, which
// every page's first JavaScript carries, because only the profile page makes them.
const id = (x) => encodeURIComponent(x);

export const profileEndpoints = {
  update: '/api/user/update',
  export: '/api/user/export',
  remove: '/api/user/delete',
  addAddress: '/api/user/addresses',
  // an address; action '' edits it, 'delete' deletes it, 'default' makes it the default
  address: (addressId, action = '') => `/api/user/addresses/${id(addressId)}${action && '/' + action}`,
  logout: '/logout',
};
