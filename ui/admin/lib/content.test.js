import { test } from 'node:test';
import assert from 'node:assert/strict';
import { emptyItem, withAllLanguages, itemTitle, move, moveTo, groups, langErrors, filterTexts, previewDocument, requestBody } from './content.js';

test('an empty row has every text in every language', () => {
  const it = emptyItem('articles', ['lv', 'en']);
  assert.deepEqual(it.texts.en, { title: '', short_description: '', body: '' });
  assert.equal(it.fields.slug, '');
  assert.equal(emptyItem('sliders', ['lv']).fields.is_active, '1');
  assert.equal(emptyItem('banners', ['lv'], { placement: 'gallery' }).fields.placement, 'gallery');
});

test('a row read from the server gets the languages it lacks', () => {
  const it = withAllLanguages('team', { id: 3, fields: { email: 'a@b.lv' }, texts: { lv: { name: 'Anna' } } }, ['lv', 'ru']);
  assert.deepEqual(it.texts.ru, { name: '', short_description: '', description: '' });
  assert.equal(it.texts.lv.name, 'Anna');
  assert.deepEqual(requestBody(it), { fields: { email: 'a@b.lv' }, texts: it.texts });
});

test('a title falls back to the default language', () => {
  const it = { texts: { lv: { title: 'Sveiki' }, en: { title: '' } } };
  assert.equal(itemTitle('banners', it, 'en', 'lv'), 'Sveiki');
  assert.equal(itemTitle('banners', { texts: {} }, 'en', 'lv'), '—');
});

test('move swaps with the neighbour and stops at the ends', () => {
  assert.deepEqual(move([1, 2, 3], 0, 1), [2, 1, 3]);
  assert.deepEqual(move([1, 2, 3], 2, -1), [1, 3, 2]);
  const list = [1, 2];
  assert.equal(move(list, 0, -1), list);
  assert.equal(move(list, 1, 1), list);
});

test('banners are ordered per placement, the rest as one list', () => {
  const items = [{ id: 1, fields: { placement: 'gallery' } }, { id: 2, fields: { placement: 'extra' } }, { id: 3, fields: { placement: 'gallery' } }];
  assert.deepEqual(groups('banners', items).map((g) => [g.key, g.items.map((x) => x.id)]), [['gallery', [1, 3]], ['extra', [2]]]);
  assert.equal(groups('team', items).length, 1);
});

test('errors are counted per language tab', () => {
  const errors = { 'texts.lv.title': ['x'], 'texts.lv.body': ['y'], 'texts.en': ['z'], slug: ['w'], 'texts.lvx.title': ['q'] };
  assert.equal(langErrors(errors, 'lv'), 2);
  assert.equal(langErrors(errors, 'en'), 1);
  assert.equal(langErrors({}, 'ru'), 0);
});

test('interface texts are found by key, text or override, every word', () => {
  const list = [{ key: 'cart_title', default: 'Your cart', override: null }, { key: 'checkout_pay', default: 'Pay now', override: 'Pay securely' }];
  assert.deepEqual(filterTexts(list, 'CART').map((x) => x.key), ['cart_title']);
  assert.deepEqual(filterTexts(list, 'securely').map((x) => x.key), ['checkout_pay']);
  assert.deepEqual(filterTexts(list, 'pay now').map((x) => x.key), ['checkout_pay']);
  assert.deepEqual(filterTexts(list, '', true).map((x) => x.key), ['checkout_pay']);
  assert.equal(filterTexts(list, '').length, 2);
});

test('the preview drops what runs or restyles', () => {
  const doc = previewDocument('<p onclick="x()">a</p><script>alert(1)</script><style>p{}</style><img src="/media/a.webp" onerror=alert(1)>');
  assert.ok(!/alert|onclick|onerror|<script|p\{\}/.test(doc.replace(/<style>body[^<]*<\/style>/, '')), doc);
  assert.ok(doc.includes('<p>a</p>'));
  assert.ok(doc.includes('<img src="/media/a.webp">'));
});

test('moveTo takes a row to another place', () => {
  assert.deepEqual(moveTo(['a', 'b', 'c', 'd'], 0, 2), ['b', 'c', 'a', 'd']);
  assert.deepEqual(moveTo(['a', 'b', 'c', 'd'], 3, 0), ['d', 'a', 'b', 'c']);
  const list = ['a', 'b'];
  assert.equal(moveTo(list, 1, 1), list);
  assert.equal(moveTo(list, 0, 5), list);
});
