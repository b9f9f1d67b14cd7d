import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseCents, formatCents, slugify, matches, textIn } from './forms.js';

test('prices typed in euros become cents; anything else is null', () => {
  assert.equal(parseCents('12'), 1200);
  assert.equal(parseCents('12,5'), 1250);
  assert.equal(parseCents('1 299,00'), 129900);
  assert.equal(parseCents('0.07'), 7);
  for (const bad of ['', '-1', '1.234', 'abc', '1,2,3']) assert.equal(parseCents(bad), null, bad);
  assert.equal(formatCents(129905), '1299.05');
  assert.equal(parseCents(formatCents(4507)), 4507);
});

test('slugs from titles in every language', () => {
  assert.equal(slugify('Dārza instrumenti'), 'darza-instrumenti');
  assert.equal(slugify('Садовые инструменты'), 'sadovye-instrumenty');
  assert.equal(slugify('Puutarhatyökalut & muut!'), 'puutarhatyokalut-muut');
  assert.equal(slugify('  --  '), '');
  assert.match(slugify('x'.repeat(300)), /^x{100}$/);
});

test('search matches every word in any language, ignoring case and marks', () => {
  assert.ok(matches('dārz', { lv: 'Dārza rīki', en: 'Garden tools' }));
  assert.ok(matches('garden TOOLS', { lv: 'Dārza rīki', en: 'Garden tools' }, 'darza-riki'));
  assert.ok(!matches('garden phones', { en: 'Garden tools' }));
  assert.ok(matches('', 'anything'));
  assert.equal(textIn({ lv: 'A', en: '' }, 'en', 'lv'), 'A');
});
