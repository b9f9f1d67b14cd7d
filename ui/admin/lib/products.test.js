import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  filtersFromQuery, queryFromFilters, withFilter, nextSort, sortState, bulkFilter, parseMoney, moneyText, gross,
  afterDiscount, parsePercent, slugify, emptyForm, formFromProduct, withTitle, validateForm, payloadFromForm, isDirty,
  errorTab, bulkAction, stockRequest, energyRef,
} from './products.js';

test('the filters round-trip through the URL without their defaults', () => {
  const f = filtersFromQuery('?q=t%C4%93ja&category=12&published=no&stock=low&sort=-price&page=3&per_page=100');
  assert.deepEqual(f, { q: 'tēja', category: '12', manufacturer: '', published: 'no', stock: 'low', type: '', sort: '-price', page: 3, per_page: 100 });
  assert.deepEqual(filtersFromQuery(queryFromFilters(f)), f);
  assert.equal(queryFromFilters(filtersFromQuery('')), '');
  assert.equal(queryFromFilters({ ...filtersFromQuery(''), q: '  x ' }), '?q=x');
});

test('values the server would refuse fall back to their defaults', () => {
  const f = filtersFromQuery('?category=abc&published=maybe&stock=lots&sort=colour&page=-1&per_page=7&type=gift');
  assert.deepEqual(f, filtersFromQuery(''));
});

test('a filter change goes back to the first page, a page change does not', () => {
  const f = { ...filtersFromQuery(''), page: 4 };
  assert.equal(withFilter(f, 'q', 'x').page, 1);
  assert.equal(withFilter(f, 'page', 5).page, 5);
});

test('a column sorts ascending, then descending, and says so', () => {
  assert.equal(nextSort('', 'price'), 'price');
  assert.equal(nextSort('price', 'price'), '-price');
  assert.equal(nextSort('-price', 'price'), 'price');
  assert.equal(nextSort('-price', 'title'), 'title');
  assert.equal(sortState('-price', 'price'), 'descending');
  assert.equal(sortState('price', 'price'), 'ascending');
  assert.equal(sortState('price', 'stock'), 'none');
});

test('the bulk filter carries only what is set, ids as numbers', () => {
  assert.deepEqual(bulkFilter({ ...filtersFromQuery(''), q: ' tējkanna ', category: '4', stock: 'out' }), { q: 'tējkanna', category: 4, stock: 'out' });
  assert.deepEqual(bulkFilter(filtersFromQuery('')), {});
});

test('money is typed with either separator and sent as whole cents', () => {
  assert.equal(parseMoney('12,5'), 1250);
  assert.equal(parseMoney('12.05'), 1205);
  assert.equal(parseMoney('1 299,00'), 129900);
  assert.equal(parseMoney('0'), 0);
  for (const bad of ['', '12,345', '-1', '1e3', 'abc', '12.']) assert.equal(parseMoney(bad), null, bad);
  assert.equal(moneyText(1205), '12.05');
  assert.equal(moneyText(7), '0.07');
  assert.equal(parseMoney(moneyText(987654)), 987654);
});

test('VAT and discounts round as the store rounds them', () => {
  assert.equal(gross(1999, 2100), 2419); // 24.1879
  assert.equal(gross(1000, 2550), 1255);
  assert.equal(afterDiscount(999, 10), 899); // 8.991
  assert.equal(afterDiscount(1005, 10), 905); // 9.045 half up
  assert.equal(afterDiscount(1000, 0), 1000);
});

test('a bulk price change is read in percent as basis points within the bounds', () => {
  assert.equal(parsePercent('-10'), -1000);
  assert.equal(parsePercent('+2,5'), 250);
  assert.equal(parsePercent('−5'), -500);
  for (const bad of ['0', '', '-100', '1001', 'x', '1.234']) assert.equal(parsePercent(bad), null, bad);
});

test('a slug is made of lowercase ASCII words, from Latvian and Russian titles too', () => {
  assert.equal(slugify('Elektriskā Tējkanna  2,0 L!'), 'elektriska-tejkanna-2-0-l');
  assert.equal(slugify('Чайник электрический'), 'chainik-elektricheskii');
  assert.equal(slugify('Äänenvaimennin Ö'), 'aanenvaimennin-o');
  assert.equal(slugify('—'), '');
  assert.ok(slugify('a '.repeat(300)).length <= 200);
  assert.ok(!slugify('ab-'.repeat(100)).endsWith('-'));
});

test('the slug follows the default title until it is edited', () => {
  let f = emptyForm(['lv', 'en']);
  f = withTitle(f, 'lv', 'Zaļā tēja', 'lv');
  assert.equal(f.slug, 'zala-teja');
  f = withTitle(f, 'en', 'Green tea', 'lv');
  assert.equal(f.slug, 'zala-teja');
  f = withTitle({ ...f, slug: 'mana', slugEdited: true }, 'lv', 'Cita', 'lv');
  assert.equal(f.slug, 'mana');
});

test('the form finds what the server would refuse, keyed as the server keys it', () => {
  const f = { ...emptyForm(['lv', 'en']), net_price: '12,345', stock: '-1', slug: 'Ne Derīgs', gtin: '123', durability_years: '51' };
  assert.deepEqual(validateForm(f, 'lv'), {
    'texts.lv.title': ['error_required'], slug: ['error_slug'], code: ['error_required'], net_price: ['error_money'],
    stock: ['error_whole_number'], gtin: ['error_gtin'], durability_years: ['error_durability'],
  });
  for (const bad of ['-1', '2.5', 'five']) assert.deepEqual(validateForm({ ...f, durability_years: bad }, 'lv').durability_years, ['error_durability'], bad);
  for (const ok of ['', '0', '50']) assert.equal(validateForm({ ...f, durability_years: ok }, 'lv').durability_years, undefined, ok);
  const ok = { ...withTitle(emptyForm(['lv']), 'lv', 'Tēja', 'lv'), code: 'T1', net_price: '3,50' };
  assert.deepEqual(validateForm(ok, 'lv'), {});
});

test('a product read, edited and saved sends every field with its version', () => {
  const p = {
    id: 9, version: 'v1', type: 'product', slug: 'teja', code: 'T1', net_price: 350, discount_id: 2, stock: 4,
    category_id: 3, manufacturer_id: 0, variant_group: '', gtin: '', mpn: 'M1', durability_years: 5, published: true, popular: false, new: true,
    featured: false, recommended: false, delayed_delivery: false,
    texts: { lv: { title: 'Tēja', short_description: '', description: '<p>x</p>', variant_label: '', safety_info: 'Karsts.' } },
  };
  const form = formFromProduct(p, ['lv', 'en']);
  assert.equal(form.net_price, '3.50');
  assert.equal(isDirty(form, form), false);
  const edited = { ...form, net_price: '4' };
  assert.equal(isDirty(edited, form), true);
  const body = payloadFromForm(edited, 'v1');
  assert.equal(body.version, 'v1');
  assert.equal(body.net_price, 400);
  assert.equal(body.discount_id, 2);
  assert.equal(body.manufacturer_id, 0);
  assert.equal(body.new, true);
  assert.deepEqual(body.texts.en, { title: '', short_description: '', description: '', variant_label: '', safety_info: '' });
  assert.equal(body.texts.lv.safety_info, 'Karsts.');
  assert.equal(form.durability_years, '5');
  assert.equal(body.durability_years, 5);
  assert.equal(payloadFromForm({ ...edited, durability_years: '' }).durability_years, 0);
  assert.equal(payloadFromForm(edited).version, undefined);
});

test('the energy label: a class A to G, https or uploaded files, an EPREL number made its link', () => {
  const base = { ...withTitle(emptyForm(['lv']), 'lv', 'TV', 'lv'), code: 'T1', net_price: '300' };
  const bad = { ...base, energy_class: 'H', energy_label: 'http://example.com/l.png', energy_sheet: '/media/../x' };
  assert.deepEqual(validateForm(bad, 'lv'), {
    'energy.class': ['error_energy_class'], 'energy.label': ['error_energy_ref'], 'energy.sheet': ['error_energy_ref'],
  });
  assert.deepEqual(validateForm({ ...base, energy_sheet: '123456' }, 'lv'), { 'energy.class': ['error_energy_needs_class'] });
  const ok = { ...base, energy_class: ' e ', energy_label: '/media/energy/a.pdf', energy_sheet: ' 123456 ' };
  assert.deepEqual(validateForm(ok, 'lv'), {});
  assert.deepEqual(payloadFromForm(ok).energy, { class: 'E', label: '/media/energy/a.pdf', sheet: 'https://eprel.ec.europa.eu/qr/123456' });
  const read = formFromProduct({ ...payloadFromForm(ok), texts: {}, net_price: 30000, stock: 1 }, ['lv']);
  assert.equal(read.energy_class, 'E');
  assert.equal(read.energy_sheet, 'https://eprel.ec.europa.eu/qr/123456');
  assert.deepEqual(payloadFromForm(base).energy, { class: '', label: '', sheet: '' });
  assert.equal(energyRef('https://user:pw@example.com/x'), false);
  assert.equal(energyRef('javascript:alert(1)'), false);
});

test('an error names the tab it is on', () => {
  assert.equal(errorTab('texts.en.description'), 'texts-en');
  assert.equal(errorTab('texts.fi.safety_info'), 'texts-fi');
  assert.equal(errorTab('texts.lv.title'), 'basics');
  assert.equal(errorTab('net_price'), 'price');
  assert.equal(errorTab('stock'), 'stock');
  assert.equal(errorTab('slug'), 'basics');
});

test('the bulk bar builds each action or names its missing value', () => {
  assert.deepEqual(bulkAction('price', '-10'), { kind: 'price', basis_points: -1000 });
  assert.deepEqual(bulkAction('price', '0'), { error: 'basis_points' });
  assert.deepEqual(bulkAction('stock', '12'), { kind: 'stock', stock: 12 });
  assert.deepEqual(bulkAction('stock', '-1'), { error: 'stock' });
  assert.deepEqual(bulkAction('category', '5'), { kind: 'category', category_id: 5 });
  assert.deepEqual(bulkAction('category', ''), { error: 'category_id' });
  assert.deepEqual(bulkAction('hide'), { kind: 'hide' });
  assert.deepEqual(bulkAction('burn'), { error: 'kind' });
});

test('a stock adjustment needs a whole number and a reason', () => {
  assert.deepEqual(stockRequest('change', '-3', ' Bojāts '), { body: { change: -3, note: 'Bojāts' } });
  assert.deepEqual(stockRequest('set', '10', 'Inventūra'), { body: { set: 10, note: 'Inventūra' } });
  assert.deepEqual(stockRequest('change', '0', ''), { errors: { change: ['error_whole_number'], note: ['error_required'] } });
  assert.deepEqual(stockRequest('set', '-1', 'x'), { errors: { set: ['error_whole_number'] } });
});
