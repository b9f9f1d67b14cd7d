import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bootConsent, chooseConsent, storedConsent, CONSENT_MAX_AGE } from './consent.js';

const denied = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
const granted = { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' };

function jar(initial = '') {
  const j = { store: initial, written: [] };
  Object.defineProperty(j, 'cookie', { get: () => j.store, set: (v) => { j.written.push(v); j.store = v.split(';')[0]; } });
  return j;
}

test('boot pushes a denied default as a gtag arguments object', () => {
  const win = {};
  assert.equal(bootConsent(win, jar()), null);
  assert.equal(win.dataLayer.length, 1);
  const cmd = win.dataLayer[0];
  assert.equal(Object.prototype.toString.call(cmd), '[object Arguments]');
  assert.deepEqual(Array.from(cmd), ['consent', 'default', { ...denied, wait_for_update: 500 }]);
});

test('boot replays a stored choice as an update and keeps an existing data layer', () => {
  const existing = [{ event: 'x' }];
  const win = { dataLayer: existing };
  assert.equal(bootConsent(win, jar('cookie_consent=granted')), 'granted');
  assert.equal(win.dataLayer, existing);
  assert.deepEqual(Array.from(win.dataLayer[2]), ['consent', 'update', granted]);
});

test('the choice is stored for 180 days and pushed as an update', () => {
  const win = { dataLayer: [] };
  const j = jar();
  chooseConsent(false, win, j);
  assert.deepEqual(Array.from(win.dataLayer[0]), ['consent', 'update', denied]);
  assert.match(j.written[0], /^cookie_consent=denied; Max-Age=15552000; Path=\/; SameSite=Lax/);
  assert.equal(CONSENT_MAX_AGE, 15552000);
  assert.equal(storedConsent(j), 'denied');
  chooseConsent(true, win, j);
  assert.deepEqual(Array.from(win.dataLayer[1]), ['consent', 'update', granted]);
  assert.equal(storedConsent(j), 'granted');
});

test('an unknown cookie value counts as no choice', () => {
  assert.equal(storedConsent(jar('cookie_consent=maybe')), null);
  assert.equal(bootConsent(undefined), null);
});
