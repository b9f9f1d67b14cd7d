// Calls to /api/admin: JSON, the XHR marker and the staff session's CSRF token (from the
// sign-in answer or /me). A refusal throws {status, message, errors} so a form can mark its
// fields; a 401 (the session lapsed) also tells the app, which shows the sign-in again.
let csrf = '';
let onSignedOut = () => {};

export function setCsrf(token) { csrf = token || ''; }
export function onUnauthorized(f) { onSignedOut = f; }
// For the calls made without request (an upload's progress needs XMLHttpRequest: upload.js).
export const csrfToken = () => csrf;
export const signedOut = () => onSignedOut();

// storefrontCsrf is the shell's token of the storefront session, which the sign-in call needs
// (the storefront's rule: every unsafe call carries its session's token).
export function storefrontCsrf(doc = globalThis.document) {
  return doc?.querySelector('meta[name="csrf-token"]')?.content || '';
}

export class ApiError extends Error {
  constructor(status, body) {
    super(body?.message || `HTTP ${status}`);
    this.status = status;
    this.errors = body?.errors || {};
  }
}

export async function request(method, path, body, { token = csrf, fetchImpl = globalThis.fetch, headers = {} } = {}) {
  const init = { method, headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', ...headers }, credentials: 'same-origin' };
  if (method !== 'GET' && method !== 'HEAD') init.headers['X-CSRF-TOKEN'] = token;
  if (body instanceof FormData || typeof body === 'string' || body instanceof Blob) init.body = body;
  else if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const res = await fetchImpl('/api/admin' + path, init);
  const type = res.headers.get('Content-Type') || '';
  const data = type.startsWith('application/json') ? await res.json() : await res.text();
  if (!res.ok) {
    if (res.status === 401) onSignedOut();
    throw new ApiError(res.status, typeof data === 'object' ? data : { message: data });
  }
  return data;
}

export const adminGet = (path, opts) => request('GET', path, undefined, opts);
export const adminSend = (method, path, body, opts) => request(method, path, body, opts);
