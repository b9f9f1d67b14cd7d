import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  groupsFor, toForm, fromForm, changed, centsToInput, inputToCents, basisPointsToInput, inputToBasisPoints,
  methodForm, methodBody, couponForm, couponBody, couponErrors, importSummary, configuredBy, settingGroups, rateErrors,
} from './settings.js';
import { catalogues } from '../i18n/index.js';

test('money goes between cents and euros without rounding', () => {
  assert.equal(centsToInput(123456), '1234.56');
  assert.equal(centsToInput(5), '0.05');
  assert.equal(centsToInput(0), '0.00');
  assert.equal(inputToCents('1234,5'), 123450);
  assert.equal(inputToCents(' 12.34 '), 1234);
  assert.equal(inputToCents('1 000'), 100000);
  assert.equal(inputToCents('7'), 700);
  assert.equal(inputToCents('1.234'), null);
  assert.equal(inputToCents('abc'), null);
  assert.equal(inputToCents(''), null);
  for (const c of [0, 1, 99, 100, 4132, 99999999]) assert.equal(inputToCents(centsToInput(c)), c);
});

test('rates go between basis points and percentages', () => {
  assert.equal(basisPointsToInput('2100'), '21');
  assert.equal(basisPointsToInput('1990'), '19.9');
  assert.equal(inputToBasisPoints('19,9'), '1990');
  assert.equal(inputToBasisPoints('25.5'), '2550');
  assert.equal(inputToBasisPoints('21 %'), '21 %'); // the server refuses it, by the setting's key
});

test('the form groups the server\'s keys and keeps unknown ones in "other"', () => {
  const groups = groupsFor(['company_name', 'vat_basis_points', 'coupons_enabled', 'new_setting']);
  assert.deepEqual(groups.map((g) => g.id), ['company', 'taxes', 'features', 'other']);
  assert.deepEqual(groups.at(-1).keys, [['new_setting', 'text']]);
});

test('a form round-trips the table\'s values and sends only what changed', () => {
  const values = { company_name: 'SIA TelShop', vat_basis_points: '2100', min_order_net: '500', coupons_enabled: '1', review_approval: '0' };
  const groups = groupsFor(Object.keys(values));
  const form = toForm(values, groups);
  assert.deepEqual(form, { company_name: 'SIA TelShop', vat_basis_points: '21', min_order_net: '5.00', coupons_enabled: true, review_approval: false });
  assert.deepEqual(fromForm(form, groups), values);
  const next = fromForm({ ...form, vat_basis_points: '25', min_order_net: '12,50', review_approval: true }, groups);
  assert.deepEqual(changed(values, next), { vat_basis_points: '2500', min_order_net: '1250', review_approval: '1' });
  assert.deepEqual(fromForm({ ...form, min_order_net: 'lots' }, groups).min_order_net, 'lots');
});

test('the VAT rates are a table of percent rows in the form and the basis points text on the wire', () => {
  const values = { company_country: 'LV', vat_basis_points: '2100', vat_rates: 'EE:2400, FI:2550, LT:2100, LV:2100' };
  const groups = groupsFor(Object.keys(values));
  const form = toForm(values, groups);
  assert.deepEqual(form.vat_rates.map((r) => `${r.code} ${r.percent}`), ['EE 24', 'FI 25.5', 'LT 21', 'LV 21']);
  assert.deepEqual(changed(values, fromForm(form, groups)), {}, 'an untouched table sends nothing');
  assert.deepEqual(rateErrors(form), {});

  // Estonia out, Malta in at 18 %, Finland at "24,5", the home rate to 22 %: one text, home row following.
  const next = { ...form, vat_basis_points: '22', vat_rates: [...form.vat_rates.filter((r) => r.code !== 'EE'), { code: 'MT', percent: '18' }]
    .map((r) => (r.code === 'FI' ? { ...r, percent: '24,5' } : r)) };
  assert.deepEqual(changed(values, fromForm(next, groups)), { vat_basis_points: '2200', vat_rates: 'FI:2450, LT:2100, LV:2200, MT:1800' });

  // A refused row is marked by its country before anything is sent.
  const bad = { ...form, vat_rates: [...form.vat_rates, { code: 'MT', percent: '25.555' }, { code: 'FI', percent: '24' }] };
  assert.deepEqual(rateErrors(bad), { 'vat_rates.MT': 'vat_rate_invalid', 'vat_rates.FI': 'vat_rate_twice' });
  assert.deepEqual(rateErrors({ company_name: 'x' }), {}, 'a form without the table has nothing to mark');
});

test('every setting of the form has a label and the groups a title in every language', () => {
  for (const [lang, cat] of Object.entries(catalogues)) {
    for (const g of [...settingGroups, { id: 'other', keys: [] }]) {
      assert.ok(cat['settings_group_' + g.id], `${lang}: settings_group_${g.id}`);
      for (const [k] of g.keys) assert.ok(cat['settings_key_' + k], `${lang}: settings_key_${k}`);
    }
  }
});

test('a shipping method\'s form sends cents, whole numbers and null for a country with the method\'s price', () => {
  const m = { id: 2, code: 'omniva-locker', type: 'locker', title: 'Omniva', description: '', net_price: 248, free_threshold: 4132,
    min_days: 1, max_days: 3, position: 2, active: true, countries: [{ country_id: 1, code: 'LV', net_price: null, zip_pattern: '' },
      { country_id: 2, code: 'LT', net_price: 330, zip_pattern: '^LT-' }] };
  const f = methodForm(m);
  assert.equal(f.free_threshold, '41.32');
  assert.equal(f.countries[1].net_price, '3.30');
  const body = methodBody({ ...f, free_threshold: '60', min_days: 'x' });
  assert.equal(body.free_threshold, 6000);
  assert.equal(body.min_days, -1);
  assert.deepEqual(body.countries, [{ country_id: 1, net_price: null, zip_pattern: '' }, { country_id: 2, net_price: 330, zip_pattern: '^LT-' }]);
  assert.equal(methodBody(methodForm(null)).type, 'courier');
});

test('a coupon\'s form sends only its kind\'s value and empty limits as none', () => {
  const f = couponForm({ id: 3, code: 'ZIEMA', percent: 0, amount: 500, min_cart_total: 0, valid_from: '2026-01-01', valid_until: '',
    usage_limit: 0, per_customer_limit: 1, active: true });
  assert.equal(f.kind, 'amount');
  assert.equal(f.amount, '5.00');
  assert.deepEqual(couponBody(f), { code: 'ZIEMA', percent: 0, amount: 500, min_cart_total: 0, valid_from: '2026-01-01', valid_until: '',
    usage_limit: 0, per_customer_limit: 1, active: true });
  assert.deepEqual(couponBody({ ...couponForm(null), code: ' NEW ', percent: '15' }).percent, 15);
  assert.deepEqual(couponErrors({ percent: ['bad'], code: ['taken'] }, f), { amount: ['bad'], code: ['taken'] });
  assert.deepEqual(couponErrors({ percent: ['bad'] }, { kind: 'percent' }), { percent: ['bad'] });
});

test('an import\'s summary and the payment configuration by provider', () => {
  const t = (k, a = {}) => k + JSON.stringify(a);
  assert.equal(importSummary({ dry_run: true, created: 1, updated: 2, unchanged: 3, errors: [] }, t),
    'pickup_import_dry_run_ok{} pickup_import_counts{"created":1,"updated":2,"unchanged":3}');
  assert.equal(importSummary({ dry_run: true, created: 0, updated: 0, unchanged: 0, errors: [{}, {}] }, t), 'pickup_import_has_errors{"n":2}');
  const groups = configuredBy([{ provider: 'stripe', env: 'A' }, { provider: 'bank', env: 'B' }, { provider: 'stripe', env: 'C' }]);
  assert.deepEqual(groups.map((g) => [g.provider, g.settings.length]), [['stripe', 2], ['bank', 1]]);
});
