// The order pages' logic, kept out of the components so node --test checks it: the list's
// filters in the URL and in the API's query, money and times as the member's language writes
// them, the labels' keys of statuses, moves and mails, and the ship dialog's payload and checks
// (the server checks again and has the last word).
import { localeOf } from '../../lib/locale.js';

// The list's filters and their defaults; a default never shows in a URL. before is the page:
// the id of the order the previous page ended with (keyset paging), 0 for the newest.
export const orderDefaults = { q: '', status: '', payment_status: '', shipping_method: '', withdrawal: '', from: '', to: '', before: 0 };
export const statuses = ['new', 'paid', 'processing', 'shipped', 'completed', 'cancelled'];
export const paymentStatuses = ['pending', 'paid', 'failed', 'cancelled'];
const day = /^\d{4}-\d{2}-\d{2}$/;

// ordersFromQuery reads the list's filters from a location's query; values the server would
// refuse fall back to their defaults, so a hand-edited URL still opens.
export function ordersFromQuery(search) {
  const p = new URLSearchParams(search);
  const f = { ...orderDefaults, q: (p.get('q') || '').slice(0, 100) };
  if (statuses.includes(p.get('status'))) f.status = p.get('status');
  if (paymentStatuses.includes(p.get('payment_status'))) f.payment_status = p.get('payment_status');
  if (/^\d+$/.test(p.get('shipping_method') || '')) f.shipping_method = p.get('shipping_method');
  if (p.get('withdrawal') === '1') f.withdrawal = '1'; // only orders a shopper withdrew from
  for (const k of ['from', 'to']) if (day.test(p.get(k) || '')) f[k] = p.get(k);
  if (f.from && f.to && f.to < f.from) f.to = '';
  const before = Number(p.get('before'));
  if (Number.isInteger(before) && before > 0) f.before = before;
  return f;
}

// ordersQuery is the query of f without its defaults: "" or "?status=…". The page's URL and
// the API call share it.
export function ordersQuery(f) {
  const p = new URLSearchParams();
  for (const [k, def] of Object.entries(orderDefaults)) {
    const v = typeof f[k] === 'string' ? f[k].trim() : f[k] ?? def;
    if (v !== '' && v !== def) p.set(k, String(v));
  }
  const s = p.toString();
  return s ? '?' + s : '';
}

// withOrderFilter is f with one filter changed, back on the first page.
export function withOrderFilter(f, key, value) {
  return { ...f, [key]: value, before: 0 };
}

// money writes cents as the member's language writes euros.
export function money(cents, lang) {
  return new Intl.NumberFormat(localeOf(lang), { style: 'currency', currency: 'EUR' }).format((cents || 0) / 100);
}

// vatRate writes basis points as a percent: 2100 → "21 %", 550 → "5.5 %".
export function vatRate(bp) {
  return `${bp / 100} %`;
}

// The labels' keys: a status (the back office says "Delivered" for completed), a payment
// state, a move's button, a mail's kind.
export const statusKey = (s) => 'ord_status_' + s;
export const paymentKey = (s) => 'ord_payment_' + s;
export const moveKey = (to) => 'ord_move_' + to;
export const mailKey = (kind) => 'ord_mail_' + kind;

// shipForm is the ship dialog's start: the shipping method's carrier when it has one.
export function shipForm(methodCarrier, carriers) {
  const known = carriers.some((c) => c.code === methodCarrier);
  return { carrier: known ? methodCarrier : '', tracking_number: '' };
}

// shipErrors are the dialog's own checks, as error keys by field, before it asks the server.
export function shipErrors(form) {
  const errs = {};
  if (!form.carrier) errs.carrier = ['ord_error_carrier'];
  const n = form.tracking_number.trim();
  if (!n) errs.tracking_number = ['ord_error_tracking'];
  else if (n.length > 64 || !/^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(n)) errs.tracking_number = ['ord_error_tracking_chars'];
  return errs;
}

// moveBody is a move's payload: the status the member saw, the one asked, and the shipment.
export function moveBody(order, to, ship) {
  const body = { from: order.status, to };
  if (to === 'shipped') Object.assign(body, { carrier: ship.carrier, tracking_number: ship.tracking_number.trim() });
  return body;
}

// addressLines is an order's delivery address as lines, empty parts left out.
export function addressLines(a, country) {
  const street = [a.address, a.house_num, a.building_num].filter(Boolean).join(' ');
  return [street, a.village, [a.zip, a.city].filter(Boolean).join(' '), country, a.identifier ? `#${a.identifier}` : '']
    .filter((l) => l && l.trim());
}
