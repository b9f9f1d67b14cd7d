import { test } from 'node:test';
import assert from 'node:assert/strict';
import { toggle, setSort, setPerPage, setPage, clear, hasFilters, selectedCount, href, apiUrl, sameFilters } from './catalog-state.js';

test('toggling a filter adds or removes the id and goes back to page 1', () => {
  const f = { page: 3, categories: [2] };
  assert.deepEqual(toggle(f, 'categories', 5), { categories: [2, 5] });
  assert.deepEqual(toggle(f, 'categories', 2), { categories: [] });
  assert.deepEqual(toggle({}, 'properties', 9), { properties: [9] });
});

test('sort and per-page reset the page', () => {
  assert.deepEqual(setSort({ page: 4, q: 'a' }, 'title:asc'), { q: 'a', sort: 'title:asc' });
  assert.deepEqual(setPerPage({ page: 4 }, 48), { per_page: 48 });
  assert.deepEqual(setPage({ sort: 'title:asc' }, 2), { sort: 'title:asc', page: 2 });
});

test('clear keeps only the search text', () => {
  assert.deepEqual(clear({ q: 'tv', page: 2, sort: 'title:asc', manufactures: [1] }), { q: 'tv' });
  assert.deepEqual(clear({ manufactures: [1] }), {});
});

test('hasFilters looks at the lists only', () => {
  assert.equal(hasFilters({ page: 2, sort: 'title:asc' }), false);
  assert.equal(hasFilters({ discounts: [] }), false);
  assert.equal(hasFilters({ discounts: [3] }), true);
});

test('href and apiUrl: defaults dropped, scope added and winning', () => {
  assert.equal(href('/c/phones', { page: 1, per_page: 32 }), '/c/phones');
  assert.equal(href('/c/phones', { page: 2 }), '/c/phones?page=2');
  assert.equal(apiUrl({ page: 2, category: '99' }, { category: '12' }), '/api/search/products?page=2&category=12');
  assert.equal(apiUrl({}, { wishlist: '1' }), '/api/search/products?wishlist=1');
  assert.equal(apiUrl({}), '/api/search/products');
});

test('sameFilters compares by URL', () => {
  assert.equal(sameFilters({ page: 1, categories: [] }, {}), true);
  assert.equal(sameFilters({ page: 2 }, {}), false);
});

test('selectedCount adds up the chosen options', () => {
  assert.equal(selectedCount({ page: 2, q: 'x' }), 0);
  assert.equal(selectedCount({ categories: [1, 2], properties: [7] }), 3);
});
