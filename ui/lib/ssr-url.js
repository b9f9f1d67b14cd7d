// URL and URLSearchParams for the server renderer: QuickJS has neither, and the pages use both
// (the query string of a catalogue page, the language links). This is the WHATWG behaviour for
// the URLs a shop builds: http(s) origins, absolute and relative paths, queries and fragments;
// query serialisation is byte for byte what a browser writes, so server and client markup agree.
// Not covered (never built by the shop): credentials, IPv6 hosts, IDNA, non-special schemes.

const UNRESERVED = /[*\-._0-9A-Za-z]/;
const DEFAULT_PORTS = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443', 'ftp:': '21' };

// percentBytes is ch as percent-encoded UTF-8 bytes (a lone surrogate becomes U+FFFD)
function percentBytes(ch) {
  const c = ch.codePointAt(0);
  if (c < 0x80) return '%' + c.toString(16).toUpperCase().padStart(2, '0');
  try {
    return encodeURIComponent(ch);
  } catch {
    return '%EF%BF%BD';
  }
}

// percent-encodes every character of s that `keep` does not accept
function encodeSet(s, keep) {
  let out = '';
  for (const ch of s) out += keep(ch) ? ch : percentBytes(ch);
  return out;
}

// application/x-www-form-urlencoded, as URLSearchParams writes it
function formEncode(s) {
  return encodeSet(String(s), (ch) => UNRESERVED.test(ch)).replace(/%20/g, '+');
}

function formDecode(s) {
  const bytes = s.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(bytes.replace(/%(?![0-9a-fA-F]{2})/g, '%25'));
  } catch {
    return bytes; // malformed UTF-8: leave it as it came
  }
}

const isControlOrSpace = (ch) => ch <= ' ' || ch > '~';
const PATH_KEEP = (ch) => !isControlOrSpace(ch) && !'"#<>?`{}'.includes(ch);
const QUERY_KEEP = (ch) => !isControlOrSpace(ch) && !'"#<>\''.includes(ch);
const FRAGMENT_KEEP = (ch) => !isControlOrSpace(ch) && !'"<>`'.includes(ch);

export class URLSearchParams {
  #list = [];
  #owner = null;

  constructor(init = '') {
    if (typeof init === 'string') this.#parse(init);
    else if (init && typeof init[Symbol.iterator] === 'function') for (const [k, v] of init) this.#list.push([String(k), String(v)]);
    else if (init && typeof init === 'object') for (const k of Object.keys(init)) this.#list.push([k, String(init[k])]);
  }

  #parse(s) {
    this.#list = [];
    for (const part of (s.startsWith('?') ? s.slice(1) : s).split('&')) {
      if (!part) continue;
      const eq = part.indexOf('=');
      this.#list.push(eq < 0 ? [formDecode(part), ''] : [formDecode(part.slice(0, eq)), formDecode(part.slice(eq + 1))]);
    }
  }

  static _bind(params, owner, query) {
    params.#owner = owner;
    params.#parse(query);
  }

  static _reparse(params, query) {
    params.#parse(query);
  }

  #changed() {
    this.#owner?._setQuery(this.toString());
  }

  get size() { return this.#list.length; }
  get(name) { return this.#list.find(([k]) => k === String(name))?.[1] ?? null; }
  getAll(name) { return this.#list.filter(([k]) => k === String(name)).map(([, v]) => v); }
  has(name, value) { return this.#list.some(([k, v]) => k === String(name) && (value === undefined || v === String(value))); }

  append(name, value) {
    this.#list.push([String(name), String(value)]);
    this.#changed();
  }

  delete(name, value) {
    this.#list = this.#list.filter(([k, v]) => !(k === String(name) && (value === undefined || v === String(value))));
    this.#changed();
  }

  set(name, value) {
    const n = String(name);
    const i = this.#list.findIndex(([k]) => k === n);
    if (i < 0) this.#list.push([n, String(value)]);
    else this.#list = [...this.#list.slice(0, i), [n, String(value)], ...this.#list.slice(i + 1).filter(([k]) => k !== n)];
    this.#changed();
  }

  sort() {
    this.#list = this.#list.map((e, i) => [e, i]).sort((a, b) => (a[0][0] < b[0][0] ? -1 : a[0][0] > b[0][0] ? 1 : a[1] - b[1])).map(([e]) => e);
    this.#changed();
  }

  forEach(fn, self) { for (const [k, v] of this.#list) fn.call(self, v, k, this); }
  *entries() { for (const [k, v] of this.#list) yield [k, v]; }
  *keys() { for (const [k] of this.#list) yield k; }
  *values() { for (const [, v] of this.#list) yield v; }
  [Symbol.iterator]() { return this.entries(); }
  toString() { return this.#list.map(([k, v]) => formEncode(k) + '=' + formEncode(v)).join('&'); }
}

// removes "." and ".." segments (RFC 3986 5.2.4, as the URL standard does for special schemes)
function normalizePath(path) {
  const out = [];
  const segs = path.split('/').slice(1);
  segs.forEach((seg, i) => {
    const last = i === segs.length - 1;
    if (seg === '..' || seg.toLowerCase() === '%2e%2e') {
      out.pop();
      if (last) out.push('');
    } else if (seg === '.' || seg.toLowerCase() === '%2e') {
      if (last) out.push('');
    } else out.push(seg);
  });
  return '/' + out.join('/');
}

const ABSOLUTE = /^([a-zA-Z][a-zA-Z0-9+.-]*):(.*)$/s;

export class URL {
  #protocol = '';
  #hostname = '';
  #port = '';
  #pathname = '/';
  #query = '';
  #fragment = '';
  #params = new URLSearchParams();

  constructor(input, base) {
    const s = String(input).replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
    const m = ABSOLUTE.exec(s);
    if (m) this.#parseAbsolute(m[1].toLowerCase() + ':', m[2]);
    else {
      if (base === undefined) throw new TypeError(`Invalid URL: ${input}`);
      const b = base instanceof URL ? base : new URL(base);
      this.#protocol = b.protocol;
      this.#hostname = b.hostname;
      this.#port = b.port;
      this.#parseRelative(s, b);
    }
    URLSearchParams._bind(this.#params, this, this.#query);
  }

  #parseAbsolute(protocol, rest) {
    if (!(protocol in DEFAULT_PORTS)) throw new TypeError(`Unsupported URL scheme: ${protocol}`);
    this.#protocol = protocol;
    const r = rest.replace(/\\/g, '/').replace(/^\/*/, '');
    const end = r.search(/[/?#]/);
    const authority = end < 0 ? r : r.slice(0, end);
    const [host, port = ''] = authority.slice(authority.lastIndexOf('@') + 1).split(':');
    if (!host) throw new TypeError(`Invalid URL: ${protocol}${rest}`);
    this.#hostname = host.toLowerCase();
    this.#port = port === DEFAULT_PORTS[protocol] ? '' : port;
    this.#parseRelative(end < 0 ? '/' : r.slice(end), null);
  }

  // path, query and fragment of s, resolved against base (a URL) when s is relative
  #parseRelative(s, base) {
    let rest = s;
    const hash = rest.indexOf('#');
    if (hash >= 0) {
      this.#fragment = encodeSet(rest.slice(hash + 1), FRAGMENT_KEEP);
      rest = rest.slice(0, hash);
    }
    const q = rest.indexOf('?');
    let path = q >= 0 ? rest.slice(0, q) : rest;
    const hasQuery = q >= 0;
    if (hasQuery) this.#query = encodeSet(rest.slice(q + 1), QUERY_KEEP);
    path = path.replace(/\\/g, '/');
    if (base && path.startsWith('//')) {
      const u = new URL(base.protocol + s);
      this.#hostname = u.hostname;
      this.#port = u.port;
      this.#pathname = u.pathname;
      this.#query = u.search.slice(1);
      this.#fragment = u.hash.slice(1);
      return;
    }
    if (base && path === '') {
      path = base.pathname;
      if (!hasQuery) this.#query = base.search.slice(1);
    } else if (base && !path.startsWith('/')) {
      path = base.pathname.slice(0, base.pathname.lastIndexOf('/') + 1) + path;
    }
    this.#pathname = normalizePath(encodeSet(path.startsWith('/') ? path : '/' + path, PATH_KEEP));
  }

  _setQuery(q) {
    this.#query = q;
  }

  get protocol() { return this.#protocol; }
  get hostname() { return this.#hostname; }
  get port() { return this.#port; }
  get host() { return this.#hostname + (this.#port ? ':' + this.#port : ''); }
  get origin() { return this.#protocol + '//' + this.host; }
  get pathname() { return this.#pathname; }
  set pathname(v) { this.#pathname = normalizePath(encodeSet(String(v).startsWith('/') ? String(v) : '/' + v, PATH_KEEP)); }
  get search() { return this.#query ? '?' + this.#query : ''; }
  set search(v) {
    const s = String(v);
    this.#query = encodeSet(s.startsWith('?') ? s.slice(1) : s, QUERY_KEEP);
    URLSearchParams._reparse(this.#params, this.#query);
  }
  get searchParams() { return this.#params; }
  get hash() { return this.#fragment ? '#' + this.#fragment : ''; }
  set hash(v) {
    const s = String(v);
    this.#fragment = encodeSet(s.startsWith('#') ? s.slice(1) : s, FRAGMENT_KEEP);
  }
  get href() { return this.origin + this.#pathname + this.search + this.hash; }
  toString() { return this.href; }
  toJSON() { return this.href; }
}
