// Small helpers of the back office's taxonomy forms: prices typed in euros, slugs made from
// titles, lists filtered by what is typed in their search box.

// parseCents reads a price typed as "12", "12.5", "12,50" or "1 299,00" into cents; null
// when it is not a price (a third decimal, letters, a minus).
export function parseCents(text) {
  const s = String(text).replace(/[\s\u00a0]/g, '');
  const m = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(s);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] || '0').padEnd(2, '0'));
}

// formatCents writes cents as the price field shows them: "12.50".
export function formatCents(cents) {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const translit = { ā: 'a', č: 'c', ē: 'e', ģ: 'g', ī: 'i', ķ: 'k', ļ: 'l', ņ: 'n', š: 's', ū: 'u', ž: 'z', ä: 'a', ö: 'o', å: 'a', õ: 'o', ü: 'u' };
const cyrillic = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя';
const latin = ['a', 'b', 'v', 'g', 'd', 'e', 'e', 'zh', 'z', 'i', 'y', 'k', 'l', 'm', 'n', 'o', 'p', 'r', 's', 't', 'u', 'f', 'h', 'c', 'ch', 'sh', 'sch', '', 'y', '', 'e', 'yu', 'ya'];

// slugify makes a slug the server takes (a-z, 0-9, single hyphens) from a title in any of
// the shop's languages: Latvian and Finnish letters lose their marks, Cyrillic is spelled
// in Latin letters.
export function slugify(title) {
  let s = '';
  for (const ch of String(title).toLowerCase()) {
    const i = cyrillic.indexOf(ch);
    s += i >= 0 ? latin[i] : translit[ch] ?? ch;
  }
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 100).replace(/-+$/, '');
}

// matches reports whether any of texts holds every word of query, ignoring case and marks.
export function matches(query, ...texts) {
  const fold = (s) => String(s ?? '').toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const hay = texts.flatMap((t) => (t && typeof t === 'object' ? Object.values(t) : [t])).map(fold).join(' ');
  return fold(query).split(/\s+/).filter(Boolean).every((w) => hay.includes(w));
}

// textIn is a texts object's text in lang, else the default language's.
export function textIn(texts, lang, def) {
  return texts?.[lang] || texts?.[def] || '';
}
