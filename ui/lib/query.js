// The catalogue's filters object ↔ the address-bar query string (spec §2: the query string is
// rewritten from the filters object, dropping empty, zero or empty-list values; if nothing
// remains there is no query string at all).

export const LIST_KEYS = ['categories', 'manufactures', 'inventories', 'properties', 'discounts'];
const NUMBER_KEYS = ['page', 'per_page'];
const TEXT_KEYS = ['q', 'sort'];
// URL order: the search text first, then paging and sorting, then the filter lists.
const ORDER = ['q', 'page', 'per_page', 'sort', ...LIST_KEYS];

function isEmpty(v) {
  return v === undefined || v === null || v === '' || v === 0 || (Array.isArray(v) && v.length === 0);
}

function encode(v) {
  // Commas and colons stay readable (lists, "price_with_tax:asc"); spaces become '+'.
  return encodeURIComponent(v).replace(/%2C/gi, ',').replace(/%3A/gi, ':').replace(/%20/g, '+');
}

// toQuery turns filters into "?key=value&…", or '' when nothing is left. A value equal to its
// default (defaults = {page: 1, per_page: 32}) is dropped too, so URLs stay short.
export function toQuery(filters, defaults = {}) {
  const keys = [...ORDER, ...Object.keys(filters).filter((k) => !ORDER.includes(k)).sort()];
  const parts = [];
  for (const k of keys) {
    let v = filters[k];
    if (typeof v === 'string') v = v.trim();
    if (isEmpty(v) || (k in defaults && String(v) === String(defaults[k]))) continue;
    parts.push(k + '=' + encode(Array.isArray(v) ? v.join(',') : String(v)));
  }
  return parts.length ? '?' + parts.join('&') : '';
}

// fromQuery reads the catalogue keys back from a query string ("?a=b" or "a=b"): page and
// per_page as numbers, the lists as arrays of positive ids; anything malformed is left out.
export function fromQuery(search) {
  const params = new URLSearchParams(search || '');
  const out = {};
  for (const k of NUMBER_KEYS) {
    const n = Number(params.get(k));
    if (Number.isInteger(n) && n > 0) out[k] = n;
  }
  for (const k of TEXT_KEYS) {
    const v = (params.get(k) || '').trim();
    if (v) out[k] = v;
  }
  for (const k of LIST_KEYS) {
    const ids = (params.get(k) || '').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
    if (ids.length) out[k] = [...new Set(ids)];
  }
  return out;
}
