import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { setCatalogue, t } from './i18n.js';

const load = (lang) => setCatalogue(JSON.parse(readFileSync(new URL(`../../i18n/${lang}.json`, import.meta.url))), lang);

test('counts pick the plural form of the page language', () => {
  load('en');
  assert.equal(t('products_count', { count: 1 }), '1 product');
  assert.equal(t('products_count', { count: 7 }), '7 products');
  load('lv');
  assert.equal(t('products_count', { count: 1 }), '1 prece');
  assert.equal(t('products_count', { count: 21 }), '21 prece');
  assert.equal(t('products_count', { count: 11 }), '11 preces');
  load('ru');
  assert.equal(t('products_count', { count: 1 }), '1 товар');
  assert.equal(t('products_count', { count: 3 }), '3 товара');
  assert.equal(t('products_count', { count: 5 }), '5 товаров');
  assert.equal(t('filters_show_results', { count: 22 }), 'Показать 22 товара');
});

test('placeholders and fallbacks', () => {
  setCatalogue({ hello: 'Hi {name}', n_other: '{count} things' }, 'en');
  assert.equal(t('hello', { name: 'Anna' }), 'Hi Anna');
  assert.equal(t('n', { count: 1 }), '1 things'); // no _one: _other
  assert.equal(t('missing'), 'missing');
  assert.equal(t('hello', { count: '3', name: 'x' }), 'Hi x'); // a string count is a placeholder only
});
