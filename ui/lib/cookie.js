// Cookie helpers for client preferences (spec §3, §9: kept for 30 days). The jar defaults to
// `document`; tests pass a stand-in, so this module never touches the DOM at import time.
export const DAY_SECONDS = 24 * 3600;
export const PREF_MAX_AGE = 30 * DAY_SECONDS;

const defaultJar = () => (typeof document === 'undefined' ? null : document);

// parseCookies turns "a=1; b=x%20y" into {a: '1', b: 'x y'}.
export function parseCookies(header) {
  const out = {};
  for (const part of (header || '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue; // the first one is the most specific path
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      out[name] = part.slice(eq + 1).trim();
    }
  }
  return out;
}

// cookieString builds a Set-Cookie line for document.cookie: path=/ so every page sees it,
// SameSite=Lax so it rides along on ordinary navigation but not on cross-site posts.
export function cookieString(name, value, maxAge = PREF_MAX_AGE, secure = false) {
  let s = `${name}=${encodeURIComponent(String(value))}; Max-Age=${Math.floor(maxAge)}; Path=/; SameSite=Lax`;
  if (secure) s += '; Secure';
  return s;
}

export function getCookie(name, jar = defaultJar()) {
  if (!jar) return undefined;
  return parseCookies(jar.cookie)[name];
}

export function setCookie(name, value, maxAge = PREF_MAX_AGE, jar = defaultJar()) {
  if (!jar) return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  jar.cookie = cookieString(name, value, maxAge, secure);
}

export function deleteCookie(name, jar = defaultJar()) {
  setCookie(name, '', 0, jar);
}
