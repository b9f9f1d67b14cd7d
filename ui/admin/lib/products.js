// The product pages' logic, kept out of the components so node --test checks it: the list's
// filters in the URL and in the API's query, money typed as text and sent as cents, the slug
// made from a title, the edit form's payload and its checks (the server checks again and has
// the last word), the bulk action's payload.

// The list's filters and their defaults; a default never shows in a URL.
export const listDefaults = { q: '', category: '', manufacturer: '', published: '', stock: '', type: '', sort: '', page: 1, per_page: 50 };
export const sorts = ['id', 'title', 'price', 'stock', 'created'];
export const perPages = [20, 50, 100, 200];

// filtersFromQuery reads the list's filters from a location's query ("?q=…&page=2"); values
// the server would refuse fall back to their defaults, so a hand-edited URL still opens.
export function filtersFromQuery(search) {
  const p = new URLSearchParams(search);
  const f = { ...listDefaults };
  for (const k of ['q', 'category', 'manufacturer']) f[k] = p.get(k) || '';
  if (!/^\d*$/.test(f.category)) f.category = '';
  if (!/^\d*$/.test(f.manufacturer)) f.manufacturer = '';
  if (['yes', 'no'].includes(p.get('published'))) f.published = p.get('published');
  if (['in', 'low', 'out'].includes(p.get('stock'))) f.stock = p.get('stock');
  if (['product', 'service'].includes(p.get('type'))) f.type = p.get('type');
  const sort = p.get('sort') || '';
  if (sorts.includes(sort.replace(/^-/, ''))) f.sort = sort;
  const page = Number(p.get('page'));
  if (Number.isInteger(page) && page >= 1) f.page = page;
  const per = Number(p.get('per_page'));
  if (perPages.includes(per)) f.per_page = per;
  return f;
}

// queryFromFilters is the query of f without its defaults: "" or "?q=…". The page's URL and
// the API call share it.
export function queryFromFilters(f) {
  const p = new URLSearchParams();
  for (const [k, def] of Object.entries(listDefaults)) {
    const v = f[k] ?? def;
    if (v !== '' && v !== def) p.set(k, String(v).trim());
  }
  const s = p.toString();
  return s ? '?' + s : '';
}

// withFilter is f with one filter changed: any change but the page's goes back to page 1.
export function withFilter(f, key, value) {
  return { ...f, [key]: value, page: key === 'page' ? value : 1 };
}

// nextSort is the sort after a click on column: ascending first, then descending.
export function nextSort(current, column) {
  return current === column ? '-' + column : column;
}

// sortState is aria-sort of column under the sort current.
export function sortState(current, column) {
  if (current === column) return 'ascending';
  if (current === '-' + column) return 'descending';
  return 'none';
}

// bulkFilter is the list's filter as the bulk calls take it.
export function bulkFilter(f) {
  const out = {};
  if (f.q.trim()) out.q = f.q.trim();
  if (f.category) out.category = Number(f.category);
  if (f.manufacturer) out.manufacturer = Number(f.manufacturer);
  for (const k of ['published', 'stock', 'type']) if (f[k]) out[k] = f[k];
  return out;
}

// parseMoney reads an amount typed in euros ("12,5", "12.50", "1 299,00") as cents; null for
// anything else (more than two decimals, letters, a sign).
export function parseMoney(text) {
  const s = String(text ?? '').replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  const [whole, frac = ''] = s.split('.');
  return Number(whole) * 100 + Number((frac + '00').slice(0, 2));
}

// moneyText writes cents for an input: "12.50" (the form reads both separators back).
export function moneyText(cents) {
  const n = Math.abs(Math.trunc(cents || 0));
  return (cents < 0 ? '-' : '') + Math.floor(n / 100) + '.' + String(n % 100).padStart(2, '0');
}

// The store's roundings (store/money.go): half up, on whole cents.
const divRound = (a, b) => (a < 0 ? -Math.floor((-a + b / 2) / b) : Math.floor((a + b / 2) / b));
export const gross = (net, vatBasisPoints) => divRound(net * (10000 + vatBasisPoints), 10000);
export const afterDiscount = (net, percent) => (percent > 0 ? divRound(net * (100 - percent), 100) : net);

// parsePercent reads a bulk price change typed in percent ("-10", "+2,5") as basis points;
// null when it is not a number with at most two decimals, is 0, or is beyond the store's
// bounds (-99.99 % to +1000 %).
export function parsePercent(text) {
  const s = String(text ?? '').replace(/\s/g, '').replace(',', '.').replace('−', '-');
  if (!/^[+-]?\d+(\.\d{1,2})?$/.test(s)) return null;
  const bp = Math.round(Number(s) * 100);
  return bp === 0 || bp < -9999 || bp > 100000 ? null : bp;
}

// Latin letters with marks and Cyrillic, as a slug spells them.
const translit = {
  ā: 'a', č: 'c', ē: 'e', ģ: 'g', ī: 'i', ķ: 'k', ļ: 'l', ņ: 'n', š: 's', ū: 'u', ž: 'z', ä: 'a', ö: 'o', å: 'a', õ: 'o', ü: 'u',
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'i', к: 'k', л: 'l', м: 'm', н: 'n',
  о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y',
  ь: '', э: 'e', ю: 'yu', я: 'ya',
};

// slugify makes a slug from a title: lowercase ASCII letters and digits joined by single
// hyphens, at most 200 characters (the store's rule).
export function slugify(title) {
  const s = [...String(title ?? '').toLowerCase()].map((ch) => translit[ch] ?? ch).join('')
    .normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return s.slice(0, 200).replace(/-+$/, '');
}

export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const flags = ['published', 'popular', 'new', 'featured', 'recommended', 'delayed_delivery'];

// emptyForm is a new product's form for a shop of languages (the default first).
export function emptyForm(languages) {
  const texts = {};
  for (const l of languages) texts[l] = { title: '', short_description: '', description: '', variant_label: '', safety_info: '' };
  return {
    type: 'product', slug: '', slugEdited: false, code: '', texts, net_price: '', discount_id: '', stock: '0',
    category_id: '', manufacturer_id: '', variant_group: '', gtin: '', mpn: '', durability_years: '0',
    energy_class: '', energy_label: '', energy_sheet: '',
    published: true, popular: false, new: false, featured: false, recommended: false, delayed_delivery: false,
  };
}

// formFromProduct is the edit form of a product as GET /products/:id answers it.
export function formFromProduct(p, languages) {
  const f = emptyForm(languages);
  for (const l of languages) f.texts[l] = { ...f.texts[l], ...(p.texts?.[l] || {}) };
  return {
    ...f, type: p.type, slug: p.slug, slugEdited: true, code: p.code, net_price: moneyText(p.net_price),
    discount_id: p.discount_id ? String(p.discount_id) : '', stock: String(p.stock),
    category_id: p.category_id ? String(p.category_id) : '', manufacturer_id: p.manufacturer_id ? String(p.manufacturer_id) : '',
    variant_group: p.variant_group || '', gtin: p.gtin || '', mpn: p.mpn || '', durability_years: String(p.durability_years || 0),
    energy_class: p.energy?.class || '', energy_label: p.energy?.label || '', energy_sheet: p.energy?.sheet || '',
    ...Object.fromEntries(flags.map((k) => [k, Boolean(p[k])])),
  };
}

// withTitle is the form with the default language's title changed: the slug follows the
// title until someone edits the slug.
export function withTitle(form, lang, title, defaultLang) {
  const f = { ...form, texts: { ...form.texts, [lang]: { ...form.texts[lang], title } } };
  if (lang === defaultLang && !form.slugEdited) f.slug = slugify(title);
  return f;
}

// validateForm checks what the browser can: the same fields and messages' keys the server
// answers with (texts.<lang>.title, slug, code, net_price, stock), so errors land in one place.
export function validateForm(form, defaultLang) {
  const errors = {};
  const add = (k, key) => { (errors[k] ||= []).push(key); };
  if (!form.texts[defaultLang]?.title.trim()) add(`texts.${defaultLang}.title`, 'error_required');
  if (!form.slug.trim()) add('slug', 'error_required');
  else if (!slugPattern.test(form.slug.trim())) add('slug', 'error_slug');
  if (!form.code.trim()) add('code', 'error_required');
  if (parseMoney(form.net_price) === null) add('net_price', 'error_money');
  if (!/^\d+$/.test(String(form.stock).trim())) add('stock', 'error_whole_number');
  if (form.gtin.trim() && !/^(\d{8}|\d{12,14})$/.test(form.gtin.trim())) add('gtin', 'error_gtin');
  if (durabilityYears(form.durability_years) === null) add('durability_years', 'error_durability');
  const energy = energyOf(form);
  if (energy.class && !/^[A-G]$/.test(energy.class)) add('energy.class', 'error_energy_class');
  for (const k of ['label', 'sheet']) {
    if (!energy[k]) continue;
    if (!energyRef(energy[k])) add('energy.' + k, 'error_energy_ref');
    else if (!energy.class && !errors['energy.class']) add('energy.class', 'error_energy_needs_class');
  }
  return errors;
}

// EPREL_QR is the address an energy label's QR code leads to: EPREL's page of the product
// with that registration number, whatever its product group.
const EPREL_QR = 'https://eprel.ec.europa.eu/qr/';

// energyOf is the form's energy label as the API takes it: the class in capitals, and a
// sheet given as an EPREL registration number alone made its EPREL address.
export function energyOf(form) {
  const sheet = form.energy_sheet.trim();
  return {
    class: form.energy_class.trim().toUpperCase(), label: form.energy_label.trim(),
    sheet: /^\d{1,10}$/.test(sheet) ? EPREL_QR + sheet : sheet,
  };
}

// energyRef: a label or a sheet is an https address or an uploaded file's /media/ path.
export function energyRef(v) {
  if (v.startsWith('/media/')) return !v.includes('..') && !/[?#\\ ]/.test(v);
  try {
    const u = new URL(v);
    return u.protocol === 'https:' && !!u.hostname && !u.username && !u.password;
  } catch {
    return false;
  }
}

// payloadFromForm is the body of POST /products (and with version, of PUT /products/:id).
export function payloadFromForm(form, version) {
  const texts = {};
  for (const [l, t] of Object.entries(form.texts)) texts[l] = { ...t, title: t.title.trim() };
  const id = (v) => (v ? Number(v) : 0);
  const body = {
    type: form.type, slug: form.slug.trim(), code: form.code.trim(), texts, net_price: parseMoney(form.net_price) ?? 0,
    discount_id: id(form.discount_id), stock: Number(String(form.stock).trim()) || 0, category_id: id(form.category_id),
    manufacturer_id: id(form.manufacturer_id), variant_group: form.variant_group.trim(), gtin: form.gtin.trim(),
    mpn: form.mpn.trim(), durability_years: durabilityYears(form.durability_years) ?? 0, energy: energyOf(form),
    ...Object.fromEntries(flags.map((k) => [k, Boolean(form[k])])),
  };
  if (version) body.version = version;
  return body;
}

// isDirty: the form differs from what was loaded or last saved (what leaving would lose).
export function isDirty(form, saved) {
  return JSON.stringify(payloadFromForm(form)) !== JSON.stringify(payloadFromForm(saved));
}

// errorTab is the tab (basics, texts-<lang>, price, stock) a field's error is on, so the
// summary can open it.
export function errorTab(field) {
  const m = /^texts\.([a-z]{2})\.(title|short_description|description|variant_label|safety_info)$/.exec(field);
  if (m && m[2] !== 'title') return 'texts-' + m[1];
  if (['net_price', 'discount_id'].includes(field)) return 'price';
  if (field === 'stock') return 'stock';
  return 'basics';
}

// bulkAction is the action of the bulk bar as the API takes it, or {error} naming what is
// missing. kind: price, stock, publish, hide, category.
export function bulkAction(kind, value) {
  switch (kind) {
    case 'price': {
      const bp = parsePercent(value);
      return bp === null ? { error: 'basis_points' } : { kind, basis_points: bp };
    }
    case 'stock':
      return /^\d+$/.test(String(value).trim()) ? { kind, stock: Number(value) } : { error: 'stock' };
    case 'category':
      return /^\d+$/.test(String(value)) ? { kind, category_id: Number(value) } : { error: 'category_id' };
    case 'publish':
    case 'hide':
      return { kind };
    default:
      return { error: 'kind' };
  }
}

// stockRequest is the body of POST /products/:id/stock from the adjust form: mode "change"
// (a signed number) or "set" (a whole number), and a reason.
export function stockRequest(mode, amount, note) {
  const errors = {};
  const s = String(amount).trim().replace('−', '-');
  const ok = mode === 'set' ? /^\d+$/.test(s) : /^[+-]?\d+$/.test(s) && Number(s) !== 0;
  if (!ok) errors[mode === 'set' ? 'set' : 'change'] = ['error_whole_number'];
  if (!String(note).trim()) errors.note = ['error_required'];
  if (Object.keys(errors).length) return { errors };
  return { body: { [mode === 'set' ? 'set' : 'change']: Number(s), note: String(note).trim() } };
}

// maxDurabilityYears is the store's bound on a producer's guarantee of durability
// (store.MaxDurabilityYears): beyond half a century a number is a typo.
export const maxDurabilityYears = 50;

// durabilityYears reads the durability field: whole years from 0 to maxDurabilityYears, an
// empty field being 0 (no such guarantee); null for anything else.
export function durabilityYears(v) {
  const s = String(v ?? '').trim();
  if (s === '') return 0;
  if (!/^\d+$/.test(s)) return null;
  const n = Number(s);
  return n <= maxDurabilityYears ? n : null;
}
