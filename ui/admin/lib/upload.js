// An upload to /api/admin with its progress (fetch reports none): a multipart form with the
// file in "file", the XHR marker and the staff token, as every call sends them. It resolves
// with the JSON answer and rejects with an ApiError, as request does.
import { ApiError, csrfToken, signedOut } from './api.js';

export function upload(path, file, onProgress = () => {}, XHR = globalThis.XMLHttpRequest) {
  return new Promise((resolve, reject) => {
    const xhr = new XHR();
    xhr.open('POST', '/api/admin' + path);
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('X-CSRF-TOKEN', csrfToken());
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : 0);
    xhr.onload = () => {
      let body = {};
      try { body = JSON.parse(xhr.responseText); } catch { body = { message: xhr.statusText }; }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body);
      if (xhr.status === 401) signedOut();
      reject(new ApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(0, { message: '' }));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
