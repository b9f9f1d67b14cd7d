// The page protocol on the client: the server owns routing. Following a link fetches the same
// URL with X-Page: true and swaps the component once its chunk is in; history entries
// remember their scroll offset. The server renderer uses setPage too.
import { signal } from '@preact/signals-react';
import { applyShared, lang } from '../state/shared.js';
import { navigate as wouterNavigate } from 'wouter/use-browser-location';
import { pages } from '../pages/index.js';
import { headers, setCsrfToken } from './api.js';
import { API_PREFIX } from './endpoints.js';
import { publicShared } from './public-shared.js';

export const page = signal(null); // {component, props, url, title}

let controller = null;
let shopperShared = null; // the first page's own shared block, applied after hydration

export function setPage(p) {
  applyShared(p.shared);
  if (p.shared?.csrf) setCsrfToken(p.shared.csrf);
  if (p.title && typeof document !== 'undefined') document.title = p.title;
  page.value = { component: p.component, props: p.props, url: p.url, title: p.title };
}

// showFirstPage shows the page the server sent as the server rendered it: with the shared
// data every shopper gets, so the first render equals the server's markup and hydrates.
export function showFirstPage(p) {
  shopperShared = p.shared;
  setPage({ ...p, shared: publicShared(p.shared) });
}

// applyShopper brings in what belongs to this shopper (sign-in, counters, the compare list
// and wishlist): called once the first page has hydrated.
export function applyShopper() {
  if (shopperShared) applyShared(shopperShared);
  shopperShared = null;
}

export function readInitialPage(doc = document) {
  return JSON.parse(doc.getElementById('page').textContent);
}

// loadPage fetches the page JSON for url. Returns false if it had to fall back to a full load.
export async function loadPage(url) {
  controller?.abort();
  const c = (controller = new AbortController());
  try {
    const res = await fetch(url, { headers: headers({ 'X-Page': 'true' }), credentials: 'same-origin', signal: c.signal });
    const type = res.headers.get('Content-Type') || '';
    if (!type.includes('application/json')) {
      window.location.assign(url);
      return false;
    }
    const next = await res.json();
    if (next.shared?.lang !== lang.value) { // another language's page needs its own catalogue
      window.location.assign(url);
      return false;
    }
    await pages.load(next.component);
    if (c.signal.aborted) return false; // a newer navigation took over meanwhile
    setPage(next);
    return true;
  } catch (e) {
    if (e.name === 'AbortError') return false;
    window.location.assign(url);
    return false;
  }
}

// Scroll positions per history entry, so back/forward land where the shopper was.
const scrollKey = (key) => 'scroll:' + key;
let popped = false;
if (typeof window !== 'undefined') {
  history.scrollRestoration = 'manual';
  addEventListener('popstate', () => { popped = true; });
  addEventListener('pagehide', rememberScroll);
}

export function rememberScroll() {
  const key = history.state?.key;
  if (key) sessionStorage.setItem(scrollKey(key), String(window.scrollY));
}

// afterLoad scrolls to the top for a new page, or back to where the shopper was for back/forward.
export function afterLoad() {
  const key = history.state?.key;
  const y = popped && key ? Number(sessionStorage.getItem(scrollKey(key)) || 0) : 0;
  popped = false;
  requestAnimationFrame(() => restoreScroll(y));
}

const RESTORE_FOR_MS = 2000;

// restoreScroll goes to y. Parts of a page load after it shows (the home sliders fetch their
// products), so while the page is still too short to reach y it keeps trying, for at most
// two seconds and only until the shopper scrolls on their own.
function restoreScroll(y) {
  window.scrollTo(0, y);
  if (y === 0) return;
  const until = performance.now() + RESTORE_FOR_MS;
  const inputs = ['wheel', 'touchstart', 'keydown', 'mousedown'];
  let stopped = false;
  const stop = () => {
    stopped = true;
    inputs.forEach((e) => removeEventListener(e, stop));
  };
  inputs.forEach((e) => addEventListener(e, stop, { passive: true }));
  const tick = () => {
    if (stopped) return;
    if (Math.abs(window.scrollY - y) <= 1 || performance.now() > until) return stop();
    window.scrollTo(0, y);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

// navigate goes to an internal URL; the app sees the new path (through wouter) and loads it.
export function navigate(url, { replace = false } = {}) {
  rememberScroll();
  if (!history.state?.key) history.replaceState({ key: newKey() }, '');
  wouterNavigate(url, { replace, state: { key: newKey() } });
}

function newKey() {
  return Math.random().toString(36).slice(2);
}

// isInternal tells whether a clicked anchor should go through the client router.
export function isInternal(a, event) {
  if (!a || a.target && a.target !== '_self') return false;
  if (a.hasAttribute('download') || a.dataset.native !== undefined) return false;
  if (event && (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)) return false;
  const url = new URL(a.href, location.href);
  if (url.origin !== location.origin) return false;
  if (url.pathname.startsWith(API_PREFIX) || url.pathname.startsWith('/media/') || url.pathname.startsWith('/assets/')) return false;
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return false;
  return true;
}
