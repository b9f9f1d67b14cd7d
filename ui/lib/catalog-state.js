// The catalogue's filter state as pure functions (spec §4 "Catalogue and search"): a change
// of a filter, the sort or the page size goes back to page 1; clearing keeps only the search
// text. The state is the filters object that query.js writes to the address bar.
import { toQuery, LIST_KEYS } from './query.js';
import { endpoints } from './endpoints.js';

export const DEFAULTS = { page: 1, per_page: 32 };

const withoutPage = ({ page, ...rest }) => rest;

export function toggle(filters, key, id) {
  const list = filters[key] || [];
  const next = list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
  return { ...withoutPage(filters), [key]: next };
}

export function setSort(filters, sort) {
  return { ...withoutPage(filters), sort };
}

export function setPerPage(filters, perPage) {
  return { ...withoutPage(filters), per_page: perPage };
}

export function setPage(filters, page) {
  return { ...filters, page };
}

export function clear(filters) {
  return filters.q ? { q: filters.q } : {};
}

export function hasFilters(filters) {
  return LIST_KEYS.some((k) => filters[k]?.length > 0);
}

// selectedCount is the number of chosen filter options (for the mobile "Filters (n)" button).
export function selectedCount(filters) {
  return LIST_KEYS.reduce((n, k) => n + (filters[k]?.length || 0), 0);
}

// href is the page URL (path plus query) that shows these filters.
export function href(pathname, filters) {
  return pathname + toQuery(filters, DEFAULTS);
}

// apiUrl is the search call for these filters within the page's own scope (api_params,
// e.g. {category: "12"}), which always wins over the URL.
export function apiUrl(filters, apiParams = {}) {
  return endpoints.searchProducts + toQuery({ ...filters, ...apiParams }, DEFAULTS);
}

// sameFilters compares two filter objects by the URL they make.
export function sameFilters(a, b) {
  return toQuery(a, DEFAULTS) === toQuery(b, DEFAULTS);
}
