import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as f from './checkout-form.js';
import { CALLING_CODES, callingCodeOf } from './phone.js';

test('the phone codes are the EU-27, sorted by code', () => {
  assert.equal(CALLING_CODES.length, 27);
  const nums = CALLING_CODES.map((c) => Number(c.code.slice(1)));
  assert.deepEqual(nums, [...nums].sort((a, b) => a - b));
  assert.equal(callingCodeOf('FI'), '+358');
  assert.equal(callingCodeOf('US'), '+30');
});

test('a signed-in shopper is prefilled', () => {
  const form = f.emptyForm({ user: { type: 'b2b', name: 'Anna', surname: 'Ozola', email: 'a@x.lv', company: { name: 'SIA X', country: { id: 117 } } } });
  assert.deepEqual([form.order.user_type, form.order.user_name, form.order.company_name, form.order.company_country_id], ['b2b', 'Anna', 'SIA X', 117]);
});

test('a shipping choice clears the address and the payment choice', () => {
  let form = f.emptyForm();
  form = f.withValue(form, 'shipping.zip', 'LV-1010');
  form = f.withValue(form, 'payment_method', 'card');
  form = f.chooseShipping(form, 'omniva-locker');
  assert.deepEqual([form.shipping_method, form.payment_method, form.shipping.zip], ['omniva-locker', '', '']);
});

test('locker: a country change clears the point; a picked point fills the address', () => {
  let form = f.pickPoint(f.emptyForm(), { identifier: 'P1', zip: 'LV-1050', city: 'Rīga', address: 'Brīvības 1', country_id: 117 });
  assert.deepEqual([form.shipping.identifier, form.shipping.city, form.shipping.country_id], ['P1', 'Rīga', 117]);
  form = f.withValue(form, 'shipping.message', 'call first');
  form = f.chooseLockerCountry(form, 67);
  assert.deepEqual([form.shipping.identifier, form.shipping.zip, form.shipping.city, form.shipping.address, form.shipping.country_id, form.shipping.message],
    ['', '', '', '', 67, 'call first']);
});

test('an edit clears its field errors and its parts', () => {
  const errors = { 'order.user_phone_number.number': ['x'], 'order.user_email': ['y'], terms_accepted: ['z'] };
  assert.deepEqual(Object.keys(f.withoutErrors(errors, 'order.user_phone_number')), ['order.user_email', 'terms_accepted']);
});

test('the payload carries no company fields for b2c and numbers as numbers', () => {
  let form = f.emptyForm();
  form = f.withValue(form, 'order.company_name', 'left over');
  form = f.withValue(form, 'shipping.country_id', '117');
  const p = f.payload(form);
  assert.equal('company_name' in p.order, false);
  assert.equal(p.shipping.country_id, 117);
  assert.equal(p.shipping.region_id, null);
  const b2b = f.payload(f.withValue(f.withValue(form, 'order.user_type', 'b2b'), 'order.company_country_id', '67'));
  assert.deepEqual([b2b.order.company_name, b2b.order.company_country_id], ['left over', 67]);
});

test('a saved address fills a courier that delivers to its country', () => {
  const a = { id: 3, country_id: 117, country: 'Latvia', city: 'Rīga', address: 'Brīvības iela 1', zip: 'LV-1050', is_default: true };
  assert.equal(f.savedAddress(a, [{ id: 67 }]), null);
  assert.equal(f.savedAddress(null, [{ id: 117 }]), null);
  const form = f.chooseShipping(f.emptyForm(), 'dpd-courier', f.savedAddress(a, [{ id: 67 }, { id: 117 }]));
  assert.deepEqual([form.shipping.country_id, form.shipping.city, form.shipping.address, form.shipping.zip, form.shipping.identifier],
    ['117', 'Rīga', 'Brīvības iela 1', 'LV-1050', '']);
});
