import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importPath, issueRows, canImport, progress, placeOf } from './import-report.js';

test('the import call names its format and a dry run', () => {
  assert.equal(importPath('shop', true), '/api/admin/import/products?format=shop&dry_run=1');
  assert.equal(importPath('shopify', false), '/api/admin/import/products?format=shopify');
  assert.throws(() => importPath('excel', false));
});

test('errors and warnings sort by line and column, errors first on one cell', () => {
  const rows = issueRows({
    errors: [{ line: 9, column: 2, message: 'b' }, { line: 3, column: 5, message: 'a' }],
    warnings: [{ line: 3, column: 5, message: 'w' }, { line: 1, column: 4, message: 'col' }, { line: 0, column: 0, message: 'file' }],
  });
  assert.deepEqual(rows.map((r) => [r.kind, r.line, r.column]), [
    ['warning', 0, 0], ['warning', 1, 4], ['error', 3, 5], ['warning', 3, 5], ['error', 9, 2],
  ]);
  assert.deepEqual(issueRows(undefined), []);
});

test('only a dry run without errors and with something to write lets the import go', () => {
  assert.equal(canImport({ created: 1, updated: 0, unchanged: 0, errors: [] }), true);
  assert.equal(canImport({ created: 1, updated: 0, unchanged: 0, errors: [{ line: 2, column: 1, message: 'x' }] }), false);
  assert.equal(canImport({ created: 0, updated: 0, unchanged: 5, errors: [] }), false);
  assert.equal(canImport(null), false);
});

test('progress runs from the upload through reading and writing', () => {
  assert.equal(progress(0, null), 0);
  assert.equal(progress(0.5, null), 0.05);
  assert.equal(progress(1, { phase: 'reading', rows: 0, total_rows: 100 }), 0.1);
  assert.ok(Math.abs(progress(1, { phase: 'reading', rows: 100, total_rows: 100 }) - 0.55) < 1e-9);
  assert.ok(Math.abs(progress(1, { phase: 'writing', rows: 50, total_rows: 100 }) - 0.775) < 1e-9);
  assert.equal(progress(1, { phase: 'done' }), 1);
  const seen = [0, 0.3, 0.6, 1].map((u) => progress(u, null)).concat(
    [0, 40, 100].map((r) => progress(1, { phase: 'reading', rows: r, total_rows: 100 })),
    [0, 40, 100].map((r) => progress(1, { phase: 'writing', rows: r, total_rows: 100 })));
  for (let i = 1; i < seen.length; i++) assert.ok(seen[i] >= seen[i - 1], `progress goes back at step ${i}`);
});

test('a place is named by line and column', () => {
  const t = (k) => ({ import_place_file: 'file', import_place_line: 'line {line}', import_place_cell: 'line {line}, column {column}' })[k];
  assert.equal(placeOf({ line: 0, column: 0 }, t), 'file');
  assert.equal(placeOf({ line: 4, column: 0 }, t), 'line 4');
  assert.equal(placeOf({ line: 4, column: 7 }, t), 'line 4, column 7');
});
