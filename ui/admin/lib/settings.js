// The logic of the back office's settings, shipping, payment and coupon pages: how the
// settings table's text values show in a form (percentages, euros, switches) and go back, the
// groups of the settings form, and the bodies the pages send. Money is in cents on the wire
// and in euros with two decimals in the forms; a comma is taken for the decimal point.

import { rowsOf, ratesOf, percentToBasisPoints } from './vat-rates.js';

// The settings form's groups and the kind of each field: text, email, percent (kept in basis
// points), money (kept in cents), bool (kept as 1/0), list (comma-separated), rates (the VAT
// rates per country, a table of rows in the form, lib/vat-rates.js). A key the server
// has and no group names lands in "other", so a new setting is never hidden.
export const settingGroups = [
  { id: 'company', keys: [
    ['company_name', 'text'], ['company_reg_number', 'text'], ['company_vat_number', 'text'],
    ['company_legal_address', 'text'], ['company_email', 'email'], ['company_phone', 'text'],
    ['company_phone_2', 'text'], ['company_shop_address', 'text'], ['company_country', 'text'],
    ['company_city', 'text'], ['company_zip', 'text'], ['company_street', 'text'],
    ['company_hours_mon_fri', 'text'], ['company_hours_sat', 'text'], ['company_hours_sun', 'text'],
    ['company_image', 'text'],
  ] },
  { id: 'taxes', keys: [['vat_basis_points', 'percent'], ['vat_rates', 'rates'], ['oss_enabled', 'bool'], ['credit_rate_basis_points', 'percent']] },
  { id: 'cart', keys: [['min_order_net', 'money']] },
  { id: 'features', keys: [['coupons_enabled', 'bool'], ['review_approval', 'bool']] },
  { id: 'shop', keys: [['languages', 'list'], ['time_zone', 'text'], ['low_stock_threshold', 'text'], ['payment_brands', 'list'], ['delivery_brands', 'list']] },
];

// groupsFor is settingGroups limited to the keys the server has, with the rest in "other".
export function groupsFor(keys) {
  const known = new Set(settingGroups.flatMap((g) => g.keys.map(([k]) => k)));
  const groups = settingGroups
    .map((g) => ({ id: g.id, keys: g.keys.filter(([k]) => keys.includes(k)) }))
    .filter((g) => g.keys.length);
  const other = keys.filter((k) => !known.has(k)).map((k) => [k, 'text']);
  if (other.length) groups.push({ id: 'other', keys: other });
  return groups;
}

// centsToInput: 123456 → "1234.56".
export function centsToInput(cents) {
  const n = Number(cents) || 0;
  const sign = n < 0 ? '-' : '';
  const a = Math.abs(Math.trunc(n));
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

// inputToCents: "1234,5" → 123450; null for what is no amount (the server then says which
// field). Only whole cents: "1.234" is refused rather than rounded.
export function inputToCents(text) {
  const s = String(text ?? '').trim().replace(/\s/g, '').replace(',', '.');
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] || '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

// basisPointsToInput: "1990" → "19.9"; inputToBasisPoints: "19,9" → "1990" (the table's text).
export function basisPointsToInput(bp) {
  const n = Number(bp);
  if (!Number.isFinite(n)) return String(bp ?? '');
  return String(n / 100);
}
export function inputToBasisPoints(text) {
  const s = String(text ?? '').trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return s; // the server refuses it, keyed by the setting
  return String(Math.round(Number(s) * 100));
}

// toForm turns the table's values into the form's, by the fields' kinds.
export function toForm(values, groups) {
  const form = {};
  for (const g of groups) for (const [key, kind] of g.keys) {
    const v = values[key] ?? '';
    form[key] = kind === 'percent' ? basisPointsToInput(v)
      : kind === 'money' ? centsToInput(v)
      : kind === 'bool' ? v === '1'
      : kind === 'rates' ? rowsOf(v)
      : v;
  }
  return form;
}

// fromForm turns the form back into the table's text values.
export function fromForm(form, groups) {
  const values = {};
  for (const g of groups) for (const [key, kind] of g.keys) {
    const v = form[key];
    if (kind === 'percent') values[key] = inputToBasisPoints(v);
    else if (kind === 'money') {
      const c = inputToCents(v);
      values[key] = c === null ? String(v) : String(c);
    } else if (kind === 'bool') values[key] = v ? '1' : '0';
    else if (kind === 'rates') values[key] = vatRates(form).value;
    else values[key] = String(v ?? '');
  }
  return values;
}

// vatRates is the form's rates table checked and written as the setting's text: the home
// country is the company's (as the form has it), its rate the VAT rate field's.
function vatRates(form) {
  return ratesOf(form.vat_rates || [], String(form.company_country ?? '').trim(), percentToBasisPoints(form.vat_basis_points));
}

// rateErrors are the rates table's refused rows as the form's errors, keyed
// "vat_rates.CODE", each a message key for t(): what to mark before anything is sent.
export function rateErrors(form) {
  if (!Array.isArray(form.vat_rates)) return {};
  return Object.fromEntries(Object.entries(vatRates(form).errors).map(([code, key]) => ['vat_rates.' + code, key]));
}

// changed is the subset of next whose values differ from saved: what a PUT sends.
export function changed(saved, next) {
  const out = {};
  for (const [k, v] of Object.entries(next)) if (saved[k] !== v) out[k] = v;
  return out;
}

// methodForm is a shipping method as its form edits it (prices in euros, a country's own
// price "" for the method's).
export function methodForm(m) {
  return {
    id: m?.id ?? 0, code: m?.code ?? '', type: m?.type ?? 'courier', title: m?.title ?? '', description: m?.description ?? '',
    net_price: centsToInput(m?.net_price ?? 0), free_threshold: centsToInput(m?.free_threshold ?? 0),
    min_days: String(m?.min_days ?? 1), max_days: String(m?.max_days ?? 2), position: String(m?.position ?? 0),
    active: m?.active ?? true,
    countries: (m?.countries ?? []).map((c) => ({
      country_id: c.country_id, net_price: c.net_price == null ? '' : centsToInput(c.net_price), zip_pattern: c.zip_pattern ?? '',
    })),
  };
}

// wholeNumber reads a form's number field; what is no whole number goes as -1, which the
// server refuses keyed by the field.
const wholeNumber = (v) => (/^\s*\d+\s*$/.test(String(v)) ? Number(v) : -1);
const cents = (v) => inputToCents(v) ?? -1;

// methodBody is the form as PUT/POST /api/admin/shipping/methods takes it.
export function methodBody(f) {
  return {
    code: f.code.trim(), type: f.type, title: f.title, description: f.description,
    net_price: cents(f.net_price), free_threshold: cents(f.free_threshold),
    min_days: wholeNumber(f.min_days), max_days: wholeNumber(f.max_days), position: wholeNumber(f.position), active: !!f.active,
    countries: f.countries.map((c) => ({
      country_id: Number(c.country_id), net_price: String(c.net_price).trim() === '' ? null : cents(c.net_price), zip_pattern: c.zip_pattern,
    })),
  };
}

// couponForm is a coupon as its form edits it: the kind (percent or amount) chosen once.
export function couponForm(c) {
  return {
    id: c?.id ?? 0, code: c?.code ?? '', kind: c && c.amount > 0 ? 'amount' : 'percent',
    percent: c?.percent ? String(c.percent) : '', amount: c?.amount ? centsToInput(c.amount) : '',
    min_cart_total: centsToInput(c?.min_cart_total ?? 0), valid_from: (c?.valid_from ?? '').slice(0, 10),
    valid_until: (c?.valid_until ?? '').slice(0, 10), usage_limit: c?.usage_limit ? String(c.usage_limit) : '',
    per_customer_limit: c?.per_customer_limit ? String(c.per_customer_limit) : '', active: c?.active ?? true,
  };
}

// couponBody is the form as POST/PUT /api/admin/coupons takes it: only the chosen kind's
// value, empty limits as 0 (none).
export function couponBody(f) {
  const limit = (v) => (String(v).trim() === '' ? 0 : wholeNumber(v));
  return {
    code: f.code.trim(),
    percent: f.kind === 'percent' ? wholeNumber(f.percent) : 0,
    amount: f.kind === 'amount' ? cents(f.amount) : 0,
    min_cart_total: cents(f.min_cart_total), valid_from: f.valid_from, valid_until: f.valid_until,
    usage_limit: limit(f.usage_limit), per_customer_limit: limit(f.per_customer_limit), active: !!f.active,
  };
}

// couponErrors moves the server's errors to the form's fields: a refused percent belongs to
// the amount field when the form gives an amount.
export function couponErrors(errors, form) {
  if (!errors?.percent || form.kind !== 'amount') return errors || {};
  const { percent, ...rest } = errors;
  return { ...rest, amount: percent };
}

// importSummary is a pickup import's answer in a line of text, by the page's t.
export function importSummary(res, t) {
  const counts = t('pickup_import_counts', { created: res.created, updated: res.updated, unchanged: res.unchanged });
  if (res.errors.length) return t('pickup_import_has_errors', { n: res.errors.length });
  return (res.dry_run ? t('pickup_import_dry_run_ok') : t('pickup_import_done')) + ' ' + counts;
}

// configuredBy groups the payment configuration by provider, in the server's order.
export function configuredBy(settings) {
  const out = [];
  for (const s of settings) {
    let g = out.find((x) => x.provider === s.provider);
    if (!g) out.push(g = { provider: s.provider, settings: [] });
    g.settings.push(s);
  }
  return out;
}
