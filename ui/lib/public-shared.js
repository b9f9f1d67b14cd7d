// publicShared is the part of the page protocol's `shared` block that is the same for every
// shopper: what the server renders pages with (handlers/ssr.go keeps the same list), so a
// rendered page can be cached and shown to anyone. The rest (sign-in, cart count, compare and
// wishlist ids, the CSRF token) the client applies after hydration.
export const PUBLIC_SHARED = ['shop', 'lang', 'menu', 'links', 'languages'];

export function publicShared(shared) {
  const out = {};
  for (const k of PUBLIC_SHARED) if (shared && k in shared) out[k] = shared[k];
  return out;
}
