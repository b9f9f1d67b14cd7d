// The first visit to any page loads at most 90 KB of JavaScript, gzipped (the original
// design's budget, ARCHITECTURE §9): the entry, its static imports and the page's own chunks,
// as the shell preloads them. It reads the production build in assets/dist, which
// `./build.sh test` makes before this layer runs. The back office's bundle is not counted: no
// storefront page loads it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '../assets/dist');
const BUDGET = 90 * 1024;

test('no page\'s first visit loads more than 90 KB of JavaScript (gzip)', { skip: !existsSync(path.join(dist, 'manifest.json')) && 'no build in assets/dist' }, () => {
  const m = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8'));
  const gz = (f) => statSync(path.join(dist, f + '.gz')).size;
  const entry = [m.js, ...m.preload].reduce((n, f) => n + gz(f), 0);
  const over = Object.entries(m.pages)
    .map(([name, files]) => [name, entry + files.reduce((n, f) => n + gz(f), 0)])
    .filter(([, size]) => size > BUDGET)
    .map(([name, size]) => `${name} ${(size / 1024).toFixed(1)} KB`);
  assert.deepEqual(over, []);
  assert.ok(!m.preload.concat(m.js).some((f) => f.startsWith('admin')), 'the storefront preloads the back office');
});
