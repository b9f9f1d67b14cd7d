import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as f from './profile-form.js';

const user = { name: 'Anna', surname: 'Ozola', email: 'anna@x.lv', phone: { countryCallingCode: '+371', number: '20000000' }, type: 'b2c' };

test('the details form starts from the user, the passwords empty', () => {
  const form = f.detailsForm(user);
  assert.deepEqual(form, { name: 'Anna', surname: 'Ozola', email: 'anna@x.lv', phone: { countryCallingCode: '+371', number: '20000000' },
    password: '', new_password: '', new_password_confirmation: '' });
  assert.deepEqual(f.detailsForm(null).phone, { countryCallingCode: '', number: '' });
});

test('the current password travels only with a new one', () => {
  let form = f.detailsForm(user);
  form = f.setPath(form, 'password', 'typed but unused');
  assert.deepEqual(f.detailsPayload(form, 'local:profile'), {
    user: { name: 'Anna', surname: 'Ozola', email: 'anna@x.lv', phone: { countryCallingCode: '+371', number: '20000000' }, gRecaptchaResponse: 'local:profile' },
  });
  form = f.setPath(f.setPath(form, 'new_password', 'a new password 1'), 'new_password_confirmation', 'a new password 1');
  const { user: u } = f.detailsPayload(form, 't');
  assert.deepEqual([u.password, u.new_password, u.new_password_confirmation], ['typed but unused', 'a new password 1', 'a new password 1']);
});

test('an address form round-trips a saved address; the country is sent as a number', () => {
  const saved = { id: 4, country_id: 117, country: 'Latvia', city: 'Rīga', address: 'Brīvības iela 1', zip: 'LV-1050',
    user_phone_number: { countryCallingCode: '', number: '' }, is_default: true };
  const form = f.addressForm(saved, '+358');
  assert.deepEqual(form, { country_id: '117', city: 'Rīga', address: 'Brīvības iela 1', zip: 'LV-1050',
    user_phone_number: { countryCallingCode: '+358', number: '' } });
  assert.deepEqual(f.addressPayload(form).shipping.country_id, 117);
  assert.equal(f.addressPayload(f.addressForm(null)).shipping.country_id, null);
});

test('an edit sets its path and clears its errors and its parts', () => {
  const form = f.setPath(f.detailsForm(user), 'phone.number', '29999999');
  assert.equal(form.phone.number, '29999999');
  assert.equal(form.phone.countryCallingCode, '+371');
  const errors = { 'user.phone.number': ['x'], 'user.phone.countryCallingCode': ['y'], 'user.name': ['z'] };
  assert.deepEqual(Object.keys(f.withoutError(errors, 'user.phone')), ['user.name']);
  assert.deepEqual(Object.keys(f.withoutError(errors, 'user.name')), ['user.phone.number', 'user.phone.countryCallingCode']);
});
