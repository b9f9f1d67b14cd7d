import { test } from 'node:test';
import assert from 'node:assert/strict';
import { emptyRegistration, withValue, withoutErrors, registrationPayload, addressGiven, idOfCode } from './account-form.js';

test('an empty registration is a private person with the shop country\'s calling code', () => {
  const f = emptyRegistration({ callingCode: '+358', countryId: 72 });
  assert.equal(f.user.type, 'b2c');
  assert.equal(f.user.country_id, '72');
  assert.equal(f.user.phone.countryCallingCode, '+358');
  assert.equal(f.shipping.user_phone_number.countryCallingCode, '+358');
  assert.equal(f.terms.privacy, false);
});

test('withValue sets a nested field without touching the old form', () => {
  const f = emptyRegistration();
  const g = withValue(f, 'user.phone.number', '20000000');
  assert.equal(g.user.phone.number, '20000000');
  assert.equal(f.user.phone.number, '');
});

test('an edit clears its field\'s errors, a phone\'s parts, and the confirmation with the password', () => {
  const errors = {
    'user.name': ['x'], 'user.phone.number': ['x'], 'user.phone.countryCallingCode': ['x'], 'user.password': ['x'],
    'user.password_confirmation': ['x'], 'user.surname': ['x'],
  };
  assert.deepEqual(Object.keys(withoutErrors(errors, 'user.name')).sort(),
    ['user.password', 'user.password_confirmation', 'user.phone.countryCallingCode', 'user.phone.number', 'user.surname']);
  assert.deepEqual(Object.keys(withoutErrors(errors, 'user.phone.countryCallingCode')).sort(),
    ['user.name', 'user.password', 'user.password_confirmation', 'user.surname']);
  assert.deepEqual(Object.keys(withoutErrors(errors, 'user.password')).sort(),
    ['user.name', 'user.phone.countryCallingCode', 'user.phone.number', 'user.surname']);
  assert.deepEqual(withoutErrors(undefined, 'x'), {});
});

test('the payload of a private person: no company, no address, consents as 0/1, ids as numbers', () => {
  let f = emptyRegistration({ countryId: 5 });
  f = withValue(f, 'terms.privacy', true);
  f = withValue(f, 'company.name', 'left over from b2b');
  const p = registrationPayload(f, 'local:register');
  assert.deepEqual(p.company, {});
  assert.deepEqual(p.shipping, {});
  assert.deepEqual(p.terms, { subscription: 0, privacy: 1, gRecaptchaResponse: 'local:register' });
  assert.equal(p.user.country_id, 5);
  assert.equal(p.user.type, 'b2c');
});

test('the payload of a company with an address', () => {
  let f = emptyRegistration();
  f = withValue(f, 'user.type', 'b2b');
  f = withValue(f, 'company.bank_id', '3');
  f = withValue(f, 'company.country_id', '');
  f = withValue(f, 'shipping.city', 'Rīga');
  f = withValue(f, 'terms.subscription', true);
  const p = registrationPayload(f, 't');
  assert.equal(p.company.bank_id, 3);
  assert.equal(p.company.country_id, 0);
  assert.equal(p.shipping.city, 'Rīga');
  assert.equal(p.shipping.country_id, 0);
  assert.equal(p.terms.subscription, 1);
});

test('an address is given by any field but the default calling code', () => {
  const s = emptyRegistration().shipping;
  assert.equal(addressGiven(s), false);
  assert.equal(addressGiven({ ...s, zip: ' 1010 ' }), true);
  assert.equal(addressGiven({ ...s, user_phone_number: { number: '2', countryCallingCode: '+371' } }), true);
});

test('idOfCode finds a country id by its code', () => {
  assert.equal(idOfCode([{ id: 1, code: 'EE' }, { id: 2, code: 'LV' }], 'LV'), '2');
  assert.equal(idOfCode([], 'LV'), '');
});
