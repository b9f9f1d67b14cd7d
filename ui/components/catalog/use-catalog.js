// useCatalog keeps a catalogue list in step with the address bar: the URL's query is the
// filter state (so back/forward restore it), the first answer comes with the page props, and
// every later query change fetches /api/search/products within the page's own scope.
// Path and query are the page's (lib/location.js), so the server renders the same list.
import { useEffect, useMemo, useRef, useState } from 'react';
import { usePath, useQuery } from '../../lib/location.js';
import { get } from '../../lib/api.js';
import { navigate } from '../../lib/page.js';
import { fromQuery } from '../../lib/query.js';
import { apiUrl, href, toggle, setSort, setPerPage, setPage, clear, sameFilters } from '../../lib/catalog-state.js';

export function useCatalog(initialAnswer, apiParams) {
  const pathname = usePath();
  const search = useQuery();
  const filters = useMemo(() => fromQuery(search), [search]);
  const [answer, setAnswer] = useState(initialAnswer);
  const [loading, setLoading] = useState(false);
  const shown = useRef(search); // the query string the answer belongs to
  const own = useRef(pathname); // the page's path: a query under another path is the next page's
  const controller = useRef(null);
  const scope = useRef(apiParams);
  const top = useRef(null); // the start of the list, scrolled to after a change

  async function load(f) {
    controller.current?.abort(); // a newer question makes the older answer stale
    const c = (controller.current = new AbortController());
    setLoading(true);
    try {
      setAnswer(await get(apiUrl(f, scope.current), { signal: c.signal }));
    } catch (e) {
      if (e.name !== 'AbortError') console.error('catalogue search failed', e); // the api client toasts
    } finally {
      if (controller.current === c) setLoading(false);
    }
  }

  // A link to another page changes the path and the query at once, while this page still
  // shows until the next page's props arrive: that query is the next page's to answer, not
  // this list's (fetching it showed the next page's results under this page's heading).
  useEffect(() => {
    if (pathname !== own.current || shown.current === search) return;
    shown.current = search;
    load(filters);
  }, [pathname, search]);

  useEffect(() => () => controller.current?.abort(), []);

  // change puts new filters into the address bar (a history entry), which triggers the fetch.
  function change(next) {
    if (!sameFilters(next, filters)) navigate(href(pathname, next));
    scrollToTop();
  }

  function scrollToTop() {
    const el = top.current;
    if (el && el.getBoundingClientRect().top < 0) el.scrollIntoView({ block: 'start' });
  }

  return {
    answer, filters, loading, top,
    refresh: () => load(filters),
    toggle: (key, id) => change(toggle(filters, key, id)),
    sort: (value) => change(setSort(filters, value)),
    perPage: (n) => change(setPerPage(filters, n)),
    page: (n) => change(setPage(filters, n)),
    clear: () => change(clear(filters)),
    pageHref: (n) => href(pathname, setPage(filters, n)),
  };
}
