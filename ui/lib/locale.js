// The locale whose conventions each language's pages follow, for the browser's Intl: the
// storefront's (format.js) and the back office's. English is written the Irish way, a European
// English (24/11/2026, 24-hour times), as the server's i18n.Locale.
export const LOCALES = { lv: 'lv-LV', ru: 'ru-RU', fi: 'fi-FI', en: 'en-IE' };

// localeOf is the locale whose conventions a language follows (English for any other).
export function localeOf(lang) {
  return LOCALES[lang] || LOCALES.en;
}
