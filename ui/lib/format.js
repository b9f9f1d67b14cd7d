// Dates in the UI are formatted in the Russian locale (spec §1): 05.03.2026. Reviews use the
// short day/month/year form. A moment (a zoned timestamp, a Date) is shown in the shop's time
// zone, not the browser's: the server renders the same page for every shopper, and the
// browser's first render must say the same. Every shop variant is in Latvia or Finland, which
// share one offset and one daylight-saving rule. Strings without a zone are wall-clock times
// and stay as written.
const LOCALE = 'ru-RU';
export const SHOP_TIME_ZONE = 'Europe/Riga';
const FIELDS = { day: '2-digit', month: '2-digit', year: 'numeric' };
const inShopZone = new Intl.DateTimeFormat(LOCALE, { ...FIELDS, timeZone: SHOP_TIME_ZONE });
const asWritten = new Intl.DateTimeFormat(LOCALE, { ...FIELDS, timeZone: 'UTC' });

// moment reads a value as {date, fmt}: the instant and the formatter that shows it right
function moment(value) {
  if (value instanceof Date) return isNaN(value) ? null : { date: value, fmt: inShopZone };
  if (typeof value === 'number') return moment(new Date(value));
  if (typeof value !== 'string' || !value.trim()) return null;
  let s = value.trim().replace(' ', 'T');
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) s += 'T00:00:00';
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(s);
  const date = new Date(zoned ? s : s + 'Z'); // a wall-clock time is read as UTC and shown in UTC
  return isNaN(date) ? null : { date, fmt: zoned ? inShopZone : asWritten };
}

// toDate is the instant a value names (a wall-clock string read as UTC), or null.
export function toDate(value) {
  return moment(value)?.date ?? null;
}

function dmy(value) {
  const m = moment(value);
  if (!m) return null;
  const parts = m.fmt.formatToParts(m.date);
  const get = (type) => parts.find((p) => p.type === type)?.value;
  return { day: get('day'), month: get('month'), year: get('year') };
}

// formatDate: "05.03.2026" (the ru-RU date), or '' for a missing or bad date.
export function formatDate(value) {
  const m = moment(value);
  return m ? m.fmt.format(m.date) : '';
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
