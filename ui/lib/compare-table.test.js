import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sections, differs, visibleSections, withoutProduct } from './compare-table.js';

const rows = [
  { group_name: 'Screen', name: 'Size', values: { 1: '6.1"', 2: '6.7"' } },
  { group_name: 'Screen', name: 'Type', values: { 1: 'OLED', 2: 'OLED' } },
  { group_name: 'Memory', name: 'RAM', values: { 1: '8 GB', 2: '8 GB' } },
  { group_name: 'Memory', name: 'Card slot', values: { 2: 'Yes' } },
];

test('rows are grouped in order', () => {
  assert.deepEqual(sections(rows).map((s) => [s.name, s.rows.length]), [['Screen', 2], ['Memory', 2]]);
});

test('only differences keeps rows whose values differ, a missing value included', () => {
  assert.equal(differs(rows[0], [1, 2]), true);
  assert.equal(differs(rows[1], [1, 2]), false);
  assert.equal(differs(rows[3], [1, 2]), true);
  assert.deepEqual(visibleSections(rows, [1, 2], true).map((s) => s.rows.map((r) => r.name)), [['Size'], ['Card slot']]);
  assert.equal(visibleSections(rows, [1, 2], false).length, 2);
});

test('removing a product drops its values and rows left empty', () => {
  const a = withoutProduct({ products: [{ id: 1 }, { id: 2 }], groups: rows }, 2);
  assert.deepEqual(a.products, [{ id: 1 }]);
  assert.equal(a.groups.length, 3);
  assert.ok(a.groups.every((r) => !('2' in r.values)));
});
