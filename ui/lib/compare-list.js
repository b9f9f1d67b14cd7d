// The compare list rule: at most 5 products (spec §9); toggling adds to the front or removes.
export const MAX_COMPARE = 5;

export function toggleId(list, id, max = MAX_COMPARE) {
  if (list.includes(id)) return { list: list.filter((x) => x !== id), added: false, full: false };
  if (list.length >= max) return { list, added: false, full: true };
  return { list: [id, ...list], added: true, full: false };
}

// parseIds reads a stored "3,1,2" list, dropping junk and duplicates.
export function parseIds(text, max = MAX_COMPARE) {
  const out = [];
  for (const part of String(text || '').split(',')) {
    const n = Number(part);
    if (Number.isInteger(n) && n > 0 && !out.includes(n)) out.push(n);
  }
  return out.slice(0, max);
}

// union keeps a's order, then b's extra ids.
export const union = (a, b) => [...a, ...b.filter((x) => !a.includes(x))];
