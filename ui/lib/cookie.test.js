import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseCookies, cookieString, getCookie, setCookie, PREF_MAX_AGE } from './cookie.js';

test('parseCookies decodes values and keeps the first of duplicate names', () => {
  assert.deepEqual(parseCookies('a=1; b=x%20y;c=; a=2'), { a: '1', b: 'x y', c: '' });
  assert.deepEqual(parseCookies(''), {});
  assert.deepEqual(parseCookies('bad; ok=1'), { ok: '1' });
  assert.equal(parseCookies('x=%E0%A4%A')['x'], '%E0%A4%A'); // malformed escapes survive
});

test('cookieString: 30 days, path /, SameSite=Lax, encoded value', () => {
  assert.equal(PREF_MAX_AGE, 2592000);
  assert.equal(cookieString('mode', 'a b'), 'mode=a%20b; Max-Age=2592000; Path=/; SameSite=Lax');
  assert.match(cookieString('x', 1, 60, true), /; Secure$/);
});

test('getCookie/setCookie go through the jar', () => {
  const jar = { cookie: 'theme=dark; mode=grid' };
  assert.equal(getCookie('mode', jar), 'grid');
  assert.equal(getCookie('missing', jar), undefined);
  let written = '';
  const rec = { get cookie() { return 'x=1'; }, set cookie(v) { written = v; } };
  setCookie('showPricesWithTax', false, PREF_MAX_AGE, rec);
  assert.equal(written, 'showPricesWithTax=false; Max-Age=2592000; Path=/; SameSite=Lax');
});

test('without a document the helpers do nothing', () => {
  assert.equal(getCookie('a', null), undefined);
  assert.doesNotThrow(() => setCookie('a', 1, 10, null));
});
