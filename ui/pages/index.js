import { lazy } from 'react';

// The registered page components (spec §2), each in its own chunk so a page loads only
// what it needs. The server names the component in the page protocol.
export const pages = {
  home: lazy(() => import('./home.jsx')),
  catalog: lazy(() => import('./catalog.jsx')),
  search: lazy(() => import('./search.jsx')),
  product: lazy(() => import('./product.jsx')),
  'compare-products': lazy(() => import('./compare.jsx')),
  'not-found': lazy(() => import('./not-found.jsx')),
};
