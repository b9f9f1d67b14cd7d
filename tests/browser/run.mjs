// Runs the browser test files (every one, or those named), two at a time, the longest first,
// and prints TAP as node --test does; the exit status is 1 when a test failed. node --test
// starts files in name order, which left the two server-rendering files last, one running on
// alone for a minute while the other core stood idle.
import { run } from 'node:test';
import { tap } from 'node:test/reporters';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
// The files that take 40 s or more of a two-core machine, longest first (measured 2026-11-28).
const longest = ['home.test.mjs', 'catalog.test.mjs', 'product.test.mjs', 'ssr.test.mjs', 'a11y.test.mjs',
  'ssr-dev.test.mjs', 'checkout.test.mjs', 'links.test.mjs'];
const rank = (f) => {
  const i = longest.indexOf(path.basename(f));
  return i === -1 ? longest.length : i;
};
const named = process.argv.slice(2).map((f) => path.resolve(f));
const files = (named.length ? named : readdirSync(dir).filter((f) => f.endsWith('.test.mjs')).map((f) => path.join(dir, f)))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));

const stream = run({ files, concurrency: 2, timeout: 600000 });
stream.on('test:fail', () => { process.exitCode = 1; });
stream.compose(tap).pipe(process.stdout);
