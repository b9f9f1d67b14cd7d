// The one API client: every call carries the XMLHttpRequest marker, the CSRF token from
// <meta name="csrf-token"> and the page language; failures toast the server's message and
// throw an ApiError carrying the field errors for forms.
import { toastError } from '../state/toasts.js';
import { t } from './i18n.js';

export class ApiError extends Error {
  constructor(status, body) {
    super(body?.message || t('error_generic'));
    this.status = status;
    this.errors = body?.errors || {};
    this.body = body || {};
  }
}

export function csrfToken() {
  return document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') || '';
}

export function setCsrfToken(token) {
  const meta = document.querySelector('meta[name="csrf-token"]');
  if (meta && token) meta.setAttribute('content', token);
}

export function headers(extra = {}) {
  return {
    'X-Requested-With': 'XMLHttpRequest',
    'X-CSRF-TOKEN': csrfToken(),
    'Accept-Language': document.documentElement.lang || 'en',
    Accept: 'application/json',
    ...extra,
  };
}

export async function request(method, url, body, { toast = true, signal, headers: extra } = {}) {
  const init = { method, headers: headers(extra), credentials: 'same-origin', signal };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let res;
  try {
    res = await fetch(url, init);
  } catch (e) {
    if (e.name === 'AbortError') throw e;
    const err = new ApiError(0, { message: t('error_generic') });
    if (toast) toastError(err.message);
    throw err;
  }
  const data = await res.json().catch(() => ({}));
  if (!res.ok) {
    const err = new ApiError(res.status, data);
    if (toast) toastError(err.message);
    throw err;
  }
  return data;
}

export const get = (url, opts) => request('GET', url, undefined, opts);
export const post = (url, body = {}, opts) => request('POST', url, body, opts);
