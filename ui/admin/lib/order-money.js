// The order money panel's logic: the refund form (by lines and quantities plus the shipping,
// or by an amount), what it will give back as the server works it out, its request body with a
// key per attempt; the bank payments page's reference and amount, and the reading of pasted
// bank statement lines; the accountant's export link.
import { inputToCents, centsToInput } from './settings.js';

// share is part's gross share of a whole that gives back total, rounded half up once — the
// server's rule (store.share), so the form shows the amount the refund will be.
export function share(total, part, base) {
  if (base <= 0) return 0;
  return Math.floor((2 * total * part + base) / (2 * base));
}

// newKey names one refund attempt: sent again (a double click, a retry) it refunds once.
export function newKey(crypto = globalThis.crypto) {
  return crypto.randomUUID();
}

// refundForm is an empty form for money (the panel's GET answer): no units, no shipping.
export function refundForm(money) {
  const lines = {};
  for (const l of money?.lines || []) lines[l.item_id] = { qty: '0', restock: false };
  return { mode: 'lines', lines, shipping: false, amount: '', reason: '', note: '', paid_on: '' };
}

// refundTotal is what the form gives back in cents (null for an amount that is no amount): by
// lines, each line's share for its units plus the shipping, never more than is left.
export function refundTotal(money, form) {
  if (form.mode === 'amount') return inputToCents(form.amount);
  let sum = 0;
  for (const l of money.lines) {
    const qty = Number(form.lines[l.item_id]?.qty || 0);
    if (Number.isInteger(qty) && qty > 0) sum += share(l.gross, qty, l.quantity);
  }
  if (form.shipping) sum += money.shipping;
  return Math.min(sum, money.left);
}

// refundBody is the POST body of the form with the attempt's key. Lines with units go in
// either mode (they are what the refund gave back, and what goes back to the stock); an
// amount only in the amount mode (0 lets the server work it out from the lines).
export function refundBody(form, key) {
  const lines = [];
  for (const [id, l] of Object.entries(form.lines)) {
    const qty = Number(l.qty || 0);
    if (qty !== 0) lines.push({ item_id: Number(id), quantity: Number.isFinite(qty) ? qty : -1, restock: Boolean(l.restock) });
  }
  const body = { key, lines, shipping: form.mode === 'lines' && form.shipping, reason: form.reason.trim(), note: form.note.trim(), paid_on: form.paid_on };
  if (form.mode === 'amount') body.amount = inputToCents(form.amount) ?? -1;
  return body;
}

// unitsLeft lists 0…left for a line's quantity select.
export function unitsLeft(line) {
  return Array.from({ length: Math.max(0, line.left) + 1 }, (_, i) => String(i));
}

// bankPaymentBody is the POST body of one payment found on the statement.
export function bankPaymentBody(reference, amount) {
  return { reference: String(reference || '').trim(), amount: inputToCents(amount) ?? -1 };
}

const amountPattern = /(?:^|[\s;,\t])(\d{1,3}(?:[ \u00a0]\d{3})*|\d+)[.,](\d\d)(?=$|[\s;,\t€])/;

// validReference checks an RF creditor reference's check digits (ISO 11649: MOD 97-10 of the
// body, "RF" and the digits, letters as two digits each), as the server does.
export function validReference(ref) {
  if (!/^RF\d\d[A-Z0-9]{1,21}$/.test(ref)) return false;
  let r = 0;
  for (const c of ref.slice(4) + ref.slice(0, 4)) {
    r = c >= 'A' ? (r * 100 + c.charCodeAt(0) - 55) % 97 : (r * 10 + Number(c)) % 97;
  }
  return r === 1;
}

// findReference finds an RF reference in a line, written whole or in groups: from each "RF",
// the longest run of the words after it that makes a valid reference. It answers the reference
// and the line without it, or null.
function findReference(line) {
  const words = line.split(/([\s;]+)/); // words and the separators between them
  for (let i = 0; i < words.length; i += 2) {
    if (!/^RF\d\d/i.test(words[i])) continue;
    let ref = '';
    let found = null;
    for (let j = i; j < words.length && ref.length <= 25; j += 2) {
      ref += words[j].toUpperCase();
      if (validReference(ref)) found = { ref, end: j };
      if (!/^[ ]$/.test(words[j + 1] || '')) break; // a reference's groups are split by one space
    }
    if (found) return { reference: found.ref, rest: `${words.slice(0, i).join('')} ${words.slice(found.end + 1).join('')}` };
  }
  return null;
}

// statementPayments reads pasted bank statement lines: each line with a valid RF reference and
// an amount (12,34 or 1 234.56) is one payment {reference, amount} (the amount as typed in
// the form, "1234.56"); lines without both are skipped. At most 200 lines are read.
export function statementPayments(text) {
  const out = [];
  for (const line of String(text || '').split(/\r?\n/).slice(0, 200)) {
    const found = findReference(line);
    if (!found) continue;
    const m = amountPattern.exec(found.rest);
    if (!m) continue;
    out.push({ reference: found.reference, amount: `${m[1].replace(/[ \u00a0]/g, '')}.${m[2]}` });
  }
  return out;
}

// exportHref is the accountant's CSV of the days from … to in one shape (days or orders).
export function exportHref(from, to, shape) {
  return `/api/admin/orders/export.csv?${new URLSearchParams({ from, to, shape })}`;
}

// monthRange is the first and last day of the month before today (YYYY-MM-DD), the export's
// usual range.
export function monthRange(today = new Date()) {
  const first = new Date(Date.UTC(today.getFullYear(), today.getMonth() - 1, 1));
  const last = new Date(Date.UTC(today.getFullYear(), today.getMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

export { centsToInput };
