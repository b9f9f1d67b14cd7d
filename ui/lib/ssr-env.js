// The browser globals the pages touch while they render, for the server renderer (QuickJS has
// none of them): URL and URLSearchParams, the part of Intl the pages use, a console that goes
// to the Go log, and queueMicrotask. Timers never fire: a server render has no later, and
// whatever a page schedules belongs to the browser. window and document stay undefined, so
// code that needs them must run in effects, which the server never runs.
import { URL, URLSearchParams } from './ssr-url.js';
import { Intl, setZoneOffset } from './ssr-intl.js';

const g = globalThis;
g.URL ??= URL;
g.URLSearchParams ??= URLSearchParams;
g.Intl ??= Intl;
if (typeof g.ssrZoneOffset === 'function') setZoneOffset(g.ssrZoneOffset);

// ssrLog(level, text) is the Go renderer's logger; without it (a plain QuickJS) logs are dropped.
// The first argument may hold %s-style placeholders, as React's warnings do.
const text = (a) => (a instanceof Error ? a.stack || a.message : typeof a === 'string' ? a : JSON.stringify(a));
function format([first, ...rest]) {
  if (typeof first !== 'string') return [first, ...rest].map(text).join(' ');
  const line = first.replace(/%[sdioOc]/g, (m) => (m === '%c' ? (rest.shift(), '') : rest.length ? text(rest.shift()) : m));
  return [line, ...rest.map(text)].join(' ');
}
const log = (level) => (...args) => g.ssrLog?.(level, format(args));
g.console ??= { log: log('info'), info: log('info'), debug: log('debug'), warn: log('warn'), error: log('error') };

g.queueMicrotask ??= (fn) => { Promise.resolve().then(fn); };
g.setTimeout ??= () => 0;
g.clearTimeout ??= () => {};
g.setInterval ??= () => 0;
g.clearInterval ??= () => {};
