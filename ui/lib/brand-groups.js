// The all-brands page's groups: brands by the first letter of their title, A to Z; a title
// that starts with a digit or sign goes under "#", first. The order is plain (letters without
// their accents, then with them), not Intl.Collator's: the server renderer has no Collator,
// and the browser's first render must equal the server's.
export const OTHER = '#';

const base = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const compare = (a, b) => {
  const x = base(a), y = base(b);
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
};

export function brandGroups(brands) {
  const groups = new Map();
  for (const b of [...(brands || [])].sort((x, y) => compare(x.title, y.title))) {
    const first = Array.from(b.title.trim())[0] || '';
    const letter = /\p{L}/u.test(first) ? first.toUpperCase() : OTHER;
    if (!groups.has(letter)) groups.set(letter, []);
    groups.get(letter).push(b);
  }
  return [...groups].map(([letter, items]) => ({ letter, items }))
    .sort((a, b) => (a.letter === OTHER ? -1 : b.letter === OTHER ? 1 : compare(a.letter, b.letter)));
}
