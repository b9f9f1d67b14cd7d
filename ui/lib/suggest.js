import { endpoints } from './endpoints.js';

// Search-as-you-type: which query to ask for, and the URL of the full results page.
export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_DELAY_MS = 200;
export const SUGGEST_LIMIT = 6;

// suggestURL is the API call for a typed text, or '' when the text is too short to ask.
export function suggestURL(text) {
  const q = text.trim();
  if ([...q].length < SUGGEST_MIN_CHARS) return '';
  return endpoints.searchProducts + '?per_page=16&q=' + encodeURIComponent(q);
}

// resultsURL is the search page for a text.
export function resultsURL(searchLink, text) {
  const q = text.trim();
  return q ? searchLink + '?q=' + encodeURIComponent(q) : searchLink;
}

// moveActive steps the highlighted suggestion with the arrow keys, wrapping at both ends;
// -1 means none (the input itself).
export function moveActive(active, count, step) {
  if (count === 0) return -1;
  const next = active + step;
  if (next < -1) return count - 1;
  if (next >= count) return -1;
  return next;
}
