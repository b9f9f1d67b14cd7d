// The audit log page's logic: what an entry changed, and when, in the member's language.
import { localeOf } from '../../lib/locale.js';

// auditDiff lists the fields an entry changed from its before and after (JSON texts, '' for
// none): [{field, before, after}], only those that differ, in the order they first appear.
// Values that are objects or lists show as JSON; a missing value as ''.
export function auditDiff(beforeText, afterText) {
  const before = record(beforeText);
  const after = record(afterText);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]))
    .map((f) => ({ field: f, before: show(before[f]), after: show(after[f]) }));
}

function record(text) {
  if (!text) return {};
  try {
    const v = JSON.parse(text);
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? v : { value: v };
  } catch {
    return { value: text };
  }
}

function show(v) {
  if (v === undefined || v === null) return '';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

// formatWhen is an RFC 3339 time as the member's language writes a date and time, in the
// browser's time zone (timeZone for tests).
export function formatWhen(iso, lang, timeZone) {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'short', timeStyle: 'short', timeZone }).format(d);
}

// auditQuery is the audit call's query for the page's filters and its place in the log
// (before: the next page's start, 0 for the newest).
export function auditQuery({ entity = '', staffId = '', before = 0 }, limit = 50) {
  const q = new URLSearchParams();
  if (entity.trim()) q.set('entity', entity.trim());
  if (staffId) q.set('staff_id', String(staffId));
  if (before) q.set('before', String(before));
  q.set('limit', String(limit));
  return '/audit?' + q.toString();
}

// groupSecret writes a TOTP secret in groups of four, easier to type into an app by hand.
export function groupSecret(secret) {
  return (secret.match(/.{1,4}/g) || []).join(' ');
}
