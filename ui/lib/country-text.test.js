import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countryKey } from './country-text.js';

test('the Finnish shops get the _fi twin of a country text, the others the key itself', () => {
  assert.equal(countryKey('footer_about_text', 'FI'), 'footer_about_text_fi');
  assert.equal(countryKey('footer_about_text', 'LV'), 'footer_about_text');
  assert.equal(countryKey('footer_about_text', undefined), 'footer_about_text');
});
