import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importPath, issueRows, canImport, progress, picturesProgress, placeOf } from './import-report.js';

test('the import call names its format and a dry run', () => {
  assert.equal(importPath('shop', true), '/import/products?format=shop&dry_run=1');
  assert.equal(importPath('shopify', false), '/import/products?format=shopify');
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

test('progress runs from reading through writing and never goes back', () => {
  assert.equal(progress(null), 0);
  assert.equal(progress({ phase: 'idle' }), 0);
  assert.equal(progress({ phase: 'reading', done: 0, total: 1000 }), 0);
  assert.equal(progress({ phase: 'reading', done: 500, total: 1000 }), 0.25);
  assert.equal(progress({ phase: 'reading', done: 10, total: -1 }), 0);
  assert.equal(progress({ phase: 'writing', done: 50, total: 100 }), 0.75);
  assert.equal(progress({ phase: 'pictures', done: 0, total: 3 }), 1);
  assert.equal(progress({ phase: 'done' }), 1);
  const seen = [0, 400, 1000].map((d) => progress({ phase: 'reading', done: d, total: 1000 })).concat(
    [0, 40, 100].map((d) => progress({ phase: 'writing', done: d, total: 100 })), [progress({ phase: 'done' })]);
  for (let i = 1; i < seen.length; i++) assert.ok(seen[i] >= seen[i - 1], `progress goes back at step ${i}`);
});

test('the pictures have a progress of their own while they are fetched', () => {
  assert.equal(picturesProgress({ phase: 'writing', done: 1, total: 2 }), null);
  assert.equal(picturesProgress({ phase: 'pictures', done: 1, total: 4 }), 0.25);
  assert.equal(picturesProgress(null), null);
});

test('a place is named by line and column', () => {
  const texts = { import_place_file: 'file', import_place_line: 'line :line', import_place_cell: 'line :line, column :column' };
  const t = (k, args = {}) => Object.entries(args).reduce((s, [n, v]) => s.replaceAll(':' + n, String(v)), texts[k]);
  assert.equal(placeOf({ line: 0, column: 0 }, t), 'file');
  assert.equal(placeOf({ line: 4, column: 0 }, t), 'line 4');
  assert.equal(placeOf({ line: 4, column: 7 }, t), 'line 4, column 7');
});
