// Formats per language (docs/shop.md, "Formats"): dates, numbers and money follow the page's
// language, written by the browser's Intl for the language's locale; the server's i18n.Money,
// Number, Date and DayMonth write the same strings (ui/lib/formats.fixture.json, tested on
// both sides). Russian dates are the spec's Russian locale (§1): 05.03.2026; Latvian and
// Finnish write the same; English is the Irish form: 05/03/2026. Reviews use the short
// day/month/year form. A moment (a zoned timestamp, a Date) is shown in the shop's time zone,
// not the browser's: the server renders the same page for every shopper, and the browser's
// first render must say the same. Every shop variant is in Latvia or Finland, which share one
// offset and one daylight-saving rule. Strings without a zone are wall-clock times and stay as
// written. Money the pages show comes formatted from the server; formatMoney is its client twin.
import { pageLanguage } from './i18n.js';
import { LOCALES, localeOf } from './locale.js';

export { LOCALES, localeOf };

export const SHOP_TIME_ZONE = 'Europe/Riga';
const FIELDS = { day: '2-digit', month: '2-digit', year: 'numeric' };
const DAY_MONTH = { day: '2-digit', month: '2-digit' };


const cache = new Map();
function formatter(kind, lang, options) {
  const key = `${kind} ${lang} ${options.timeZone || ''}`;
  if (!cache.has(key)) {
    const locale = localeOf(lang);
    const numeric = kind === 'number' || kind === 'money';
    cache.set(key, numeric ? new Intl.NumberFormat(locale, options) : new Intl.DateTimeFormat(locale, options));
  }
  return cache.get(key);
}

// the formatter of a moment's zone: the shop's for a zoned one, UTC for a wall-clock one
const dayFormat = (zoned, lang, fields = FIELDS) =>
  formatter(fields === FIELDS ? 'date' : 'daymonth', lang, { ...fields, timeZone: zoned ? SHOP_TIME_ZONE : 'UTC' });

// moment reads a value as {date, zoned}: the instant and whether it names its zone
function moment(value) {
  if (value instanceof Date) return isNaN(value) ? null : { date: value, zoned: true };
  if (typeof value === 'number') return moment(new Date(value));
  if (typeof value !== 'string' || !value.trim()) return null;
  let s = value.trim().replace(' ', 'T');
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) s += 'T00:00:00';
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(s);
  const date = new Date(zoned ? s : s + 'Z'); // a wall-clock time is read as UTC and shown in UTC
  return isNaN(date) ? null : { date, zoned };
}

// toDate is the instant a value names (a wall-clock string read as UTC), or null.
export function toDate(value) {
  return moment(value)?.date ?? null;
}

function dmy(value) {
  const m = moment(value);
  if (!m) return null;
  const parts = dayFormat(m.zoned, 'ru').formatToParts(m.date);
  const get = (type) => parts.find((p) => p.type === type)?.value;
  return { day: get('day'), month: get('month'), year: get('year') };
}

// formatDate: the day in the page's language ("05.03.2026"; "05/03/2026" in English), or ''
// for a missing or bad date.
export function formatDate(value, lang = pageLanguage()) {
  const m = moment(value);
  return m ? dayFormat(m.zoned, lang).format(m.date) : '';
}

// formatDayMonth: a day without its year ("05.03." in Latvian and Finnish, "05.03" in
// Russian, "05/03" in English), or ''.
export function formatDayMonth(value, lang = pageLanguage()) {
  const m = moment(value);
  return m ? dayFormat(m.zoned, lang, DAY_MONTH).format(m.date) : '';
}

// formatMoney: cents as euros in the language ("1 299,00 €", "€1,299.00"), as the server's
// i18n.Money writes them.
export function formatMoney(cents, lang = pageLanguage()) {
  return formatter('money', lang, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

// formatNumber: a whole number in the language ("12 345", "12,345"), as i18n.Number writes it.
export function formatNumber(n, lang = pageLanguage()) {
  return formatter('number', lang, {}).format(n);
}

// formatDateShort: "05/03/2026" for review lists.
export function formatDateShort(value) {
  const p = dmy(value);
  return p ? `${p.day}/${p.month}/${p.year}` : '';
}

// isoDate: "2026-03-05", the same day as formatDate shows, for <time dateTime>.
export function isoDate(value) {
  const p = dmy(value);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}
