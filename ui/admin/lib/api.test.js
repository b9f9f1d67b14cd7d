import { test } from 'node:test';
import assert from 'node:assert/strict';
import { request, setCsrf, onUnauthorized, ApiError } from './api.js';

function fakeFetch(status, body, seen) {
  return async (url, init) => {
    seen.push({ url, init });
    return { ok: status < 400, status, headers: { get: () => 'application/json' }, json: async () => body };
  };
}

test('a call sends the XHR marker, JSON and the staff token on unsafe methods only', async () => {
  const seen = [];
  setCsrf('tok');
  await request('POST', '/products', { a: 1 }, { fetchImpl: fakeFetch(200, {}, seen) });
  await request('GET', '/me', undefined, { fetchImpl: fakeFetch(200, {}, seen) });
  assert.equal(seen[0].url, '/api/admin/products');
  assert.equal(seen[0].init.headers['X-CSRF-TOKEN'], 'tok');
  assert.equal(seen[0].init.headers['X-Requested-With'], 'XMLHttpRequest');
  assert.equal(seen[0].init.body, '{"a":1}');
  assert.equal(seen[1].init.headers['X-CSRF-TOKEN'], undefined);
});

test('a refusal throws its fields, and a 401 tells the app', async () => {
  let told = false;
  onUnauthorized(() => { told = true; });
  await assert.rejects(request('POST', '/x', {}, { fetchImpl: fakeFetch(422, { message: 'No', errors: { title: ['Required'] } }, []) }),
    (e) => e instanceof ApiError && e.status === 422 && e.errors.title[0] === 'Required');
  assert.equal(told, false);
  await assert.rejects(request('GET', '/me', undefined, { fetchImpl: fakeFetch(401, { message: 'Sign in' }, []) }));
  assert.equal(told, true);
});
