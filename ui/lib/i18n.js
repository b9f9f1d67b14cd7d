// Translations come once per page load in <script id="i18n">, from the same catalogue the
// server uses. t('key', {name: value}) fills {name} placeholders. A numeric `count` picks the
// plural form by the language's CLDR rules (Intl.PluralRules), as the server's i18n.N does:
// key_zero, key_one, key_two, key_few, key_many or key_other, else key_other, else key.
let catalogue = {};
let language = 'en';
const rules = new Map();

export function loadCatalogue(doc = globalThis.document) {
  const el = doc?.getElementById('i18n');
  catalogue = el ? JSON.parse(el.textContent) : {};
  language = doc?.documentElement?.lang || 'en';
}

export function setCatalogue(c, lang = language) {
  catalogue = c;
  language = lang;
}

// pageLanguage is the language of the page's texts: the formats follow it (format.js).
export function pageLanguage() {
  return language;
}

function pluralForm(n) {
  if (!rules.has(language)) rules.set(language, new Intl.PluralRules(language));
  return rules.get(language).select(n);
}

export function t(key, args) {
  let k = key;
  if (typeof args?.count === 'number') {
    const form = key + '_' + pluralForm(args.count);
    k = form in catalogue ? form : key + '_other' in catalogue ? key + '_other' : key;
  }
  let s = catalogue[k] ?? key;
  if (args) for (const [name, v] of Object.entries(args)) s = s.replaceAll(`{${name}}`, String(v));
  return s;
}
