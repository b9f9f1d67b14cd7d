import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setCsrf, onUnauthorized, ApiError } from './api.js';
import { upload } from './upload.js';

// FakeXHR answers status with body once sent, after reporting half and then all of the upload.
function fakeXHR(status, body, seen) {
  return class {
    constructor() { this.headers = {}; this.upload = {}; seen.push(this); }
    open(method, url) { this.method = method; this.url = url; }
    setRequestHeader(k, v) { this.headers[k] = v; }
    send(form) {
      this.form = form;
      this.upload.onprogress({ loaded: 50, total: 100, lengthComputable: true });
      this.upload.onprogress({ loaded: 100, total: 100, lengthComputable: true });
      this.status = status;
      this.responseText = JSON.stringify(body);
      queueMicrotask(() => this.onload());
    }
  };
}

test('an upload posts the file with the staff token and reports its progress', async () => {
  const seen = [];
  const progress = [];
  setCsrf('staff-token');
  const file = new Blob(['picture bytes'], { type: 'image/png' });
  const got = await upload('/products/7/images', file, (l, t) => progress.push([l, t]), fakeXHR(201, { images: [{ id: 1 }] }, seen));
  assert.deepEqual(got, { images: [{ id: 1 }] });
  assert.equal(seen[0].method, 'POST');
  assert.equal(seen[0].url, '/api/admin/products/7/images');
  assert.equal(seen[0].headers['X-CSRF-TOKEN'], 'staff-token');
  assert.equal(seen[0].headers['X-Requested-With'], 'XMLHttpRequest');
  assert.ok(seen[0].form.get('file') instanceof Blob);
  assert.deepEqual(progress, [[50, 100], [100, 100]]);
});

test('a refused upload throws its field errors, and a lapsed session tells the app', async () => {
  let told = false;
  onUnauthorized(() => { told = true; });
  await assert.rejects(upload('/products/7/images', new Blob(['x']), undefined, fakeXHR(422, { message: 'No', errors: { file: ['Not a picture'] } }, [])),
    (e) => e instanceof ApiError && e.status === 422 && e.errors.file[0] === 'Not a picture');
  assert.equal(told, false);
  await assert.rejects(upload('/products/7/images', new Blob(['x']), undefined, fakeXHR(401, { message: 'Sign in' }, [])));
  assert.equal(told, true);
});
