// A key that makes a double-submitted order one order: the checkout sends the same key with
// every try of one checkout. crypto.randomUUID needs a secure context (HTTPS or localhost);
// a shop reached over plain HTTP gets the same 122 random bits from getRandomValues.
export function newIdempotencyKey(c = globalThis.crypto) {
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  return [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
}
