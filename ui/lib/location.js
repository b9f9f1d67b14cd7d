// The page's location for components: the address bar in the browser, and the page's own URL
// while the server renders it and while the browser hydrates that markup (React then asks for
// the "server snapshot"), so both renders read the same path and query.
import { usePathname as useBrowserPath, useSearch as useBrowserSearch } from 'wouter/use-browser-location';
import { page } from './page.js';

const pageURL = () => page.peek()?.url || '/';

export function usePath() {
  return useBrowserPath({ ssrPath: pageURL().split('?')[0] });
}

// useQuery is the query string with its "?" ('' when there is none), as location.search.
export function useQuery() {
  const url = pageURL();
  return useBrowserSearch({ ssrSearch: url.includes('?') ? url.slice(url.indexOf('?')) : '' });
}
