// Dates in the UI are formatted in the Russian locale (spec §1): 05.03.2026. Reviews use the
// short day/month/year form. Strings without a zone are wall-clock times and stay as written.
const LOCALE = 'ru-RU';
const parts = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric' });

export function toDate(value) {
  if (value instanceof Date) return isNaN(value) ? null : value;
  if (typeof value === 'number') return toDate(new Date(value));
  if (typeof value !== 'string' || !value.trim()) return null;
  let s = value.trim().replace(' ', 'T');
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) s += 'T00:00:00'; // date-only: local midnight, not UTC
  return toDate(new Date(s));
}

function dmy(value) {
  const d = toDate(value);
  if (!d) return null;
  const get = (type) => parts.formatToParts(d).find((p) => p.type === type)?.value;
  return { day: get('day'), month: get('month'), year: get('year') };
}

// formatDate: "05.03.2026" (the ru-RU date), or '' for a missing or bad date.
export function formatDate(value) {
  const d = toDate(value);
  return d ? parts.format(d) : '';
}

// formatDateShort: "05/03/2026" for review lists.
export function formatDateShort(value) {
  const p = dmy(value);
  return p ? `${p.day}/${p.month}/${p.year}` : '';
}

// formatDayOf: "05/03/2026" from the calendar day a stamp names ("2026-03-05T22:30:00Z"),
// read from the text itself, so the server and every browser show the same day whatever
// their time zone (a render on the server must match the browser's).
export function formatDayOf(stamp) {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(typeof stamp === 'string' ? stamp : '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}
