// The back office's texts, in the staff member's language (en, lv, ru, fi), bundled with it.
// t(key, {name: value}) fills :name placeholders; a key missing in a language falls back to
// English, and a key missing there too shows as itself, which the key test forbids.
import { catalogues } from '../i18n/index.js';

export { catalogues };
export const languages = Object.keys(catalogues);
let current = 'en';

export function setLang(lang) {
  current = catalogues[lang] ? lang : 'en';
  if (globalThis.document) document.documentElement.lang = current;
}
export const lang = () => current;

export function t(key, args = {}) {
  let s = catalogues[current][key] ?? catalogues.en[key] ?? key;
  for (const [k, v] of Object.entries(args)) s = s.replaceAll(':' + k, String(v));
  return s;
}
