import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countryKey } from './country-text.js';

test("the Finnish shops get the Finnish twin of a country text, the others the default key", () => {
  const keys = { default: 'footer_about_text', FI: 'footer_about_text_fi' };
  assert.equal(countryKey('FI', keys), 'footer_about_text_fi');
  assert.equal(countryKey('LV', keys), 'footer_about_text');
  assert.equal(countryKey(undefined, keys), 'footer_about_text');
});
