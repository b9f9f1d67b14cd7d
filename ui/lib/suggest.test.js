import { test } from 'node:test';
import assert from 'node:assert/strict';
import { suggestURL, resultsURL, moveActive } from './suggest.js';

test('suggestURL asks only from two characters on and encodes the text', () => {
  assert.equal(suggestURL(''), '');
  assert.equal(suggestURL(' i '), '');
  assert.equal(suggestURL('iph'), '/api/search/products?per_page=16&q=iph');
  assert.equal(suggestURL('čehol & co'), '/api/search/products?per_page=16&q=%C4%8Dehol%20%26%20co');
  assert.equal(suggestURL('ё1'), '/api/search/products?per_page=16&q=%D1%911');
});

test('resultsURL drops a blank query', () => {
  assert.equal(resultsURL('/search', '  '), '/search');
  assert.equal(resultsURL('/search', 'galaxy s24'), '/search?q=galaxy%20s24');
});

test('moveActive wraps through the input at both ends', () => {
  assert.equal(moveActive(-1, 3, 1), 0);
  assert.equal(moveActive(2, 3, 1), -1);
  assert.equal(moveActive(-1, 3, -1), 2);
  assert.equal(moveActive(0, 3, -1), -1);
  assert.equal(moveActive(-1, 0, 1), -1);
});
