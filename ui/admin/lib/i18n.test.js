import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { catalogues, setLang, t } from './i18n.js';
import { sources } from '../i18n/index.js';

test('every language has every key, and no other', () => {
  const want = Object.keys(catalogues.en).sort();
  for (const [lang, cat] of Object.entries(catalogues)) {
    assert.deepEqual(Object.keys(cat).sort(), want, lang);
    for (const [k, v] of Object.entries(cat)) assert.ok(v.trim(), `${lang}.${k} is empty`);
  }
});

test('no key is in two areas', () => {
  const seen = new Map();
  sources.forEach((source, i) => {
    for (const key of Object.keys(source.en)) {
      assert.ok(!seen.has(key), `${key} is in areas ${seen.get(key)} and ${i}`);
      seen.set(key, i);
    }
  });
});

// Every t('key') in the back office's source names a key the catalogues have.
test('every key the back office asks for exists', () => {
  const dir = path.resolve(import.meta.dirname, '..');
  const files = [];
  const walk = (d) => readdirSync(d).forEach((f) => {
    const p = path.join(d, f);
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.jsx?$/.test(f) && !f.endsWith('.test.js')) files.push(p);
  });
  walk(dir);
  const missing = [];
  for (const f of files) {
    for (const m of readFileSync(f, 'utf8').matchAll(/\bt\('([a-z0-9_]+)'[,)]/g)) if (!(m[1] in catalogues.en)) missing.push(`${path.basename(f)}: ${m[1]}`);
  }
  assert.deepEqual(missing, []);
});

test('placeholders are filled and the language falls back to English', () => {
  setLang('lv');
  assert.equal(t('dashboard_title', { name: 'Anna' }), 'Sveiki, Anna');
  setLang('xx');
  assert.equal(t('sign_in'), 'Sign in');
});
