// Translations come once per page load in <script id="i18n">, from the same catalogue the
// server uses. t('key', {name: value}) fills {name} placeholders.
let catalogue = {};

export function loadCatalogue(doc = globalThis.document) {
  const el = doc?.getElementById('i18n');
  catalogue = el ? JSON.parse(el.textContent) : {};
}

export function setCatalogue(c) {
  catalogue = c;
}

export function t(key, args) {
  let s = catalogue[key] ?? key;
  if (args) for (const [k, v] of Object.entries(args)) s = s.replaceAll(`{${k}}`, String(v));
  return s;
}
