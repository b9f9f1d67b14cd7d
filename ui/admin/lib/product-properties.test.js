import { test } from 'node:test';
import assert from 'node:assert/strict';
import { selectionOf, propertiesBody, sameSelection, propertyCount } from './product-properties.js';

const answer = {
  groups: [
    { id: 1, title: 'Display', properties: [
      { id: 10, title: 'Size', filterable: true, options: [{ id: 100, value: '6.1″' }, { id: 101, value: '6.7″' }], selected: 101 },
      { id: 11, title: 'Panel', filterable: false, options: [{ id: 110, value: 'OLED' }], selected: 0 },
    ] },
    { id: 2, title: 'Empty', properties: [] },
  ],
};

test('product properties: the answer becomes select values, every property present', () => {
  assert.deepEqual(selectionOf(answer), { 10: '101', 11: '' });
  assert.deepEqual(selectionOf(null), {});
  assert.equal(propertyCount(answer), 2);
  assert.equal(propertyCount({ groups: [] }), 0);
});

test('product properties: the body names every property, 0 where none is chosen', () => {
  assert.deepEqual(propertiesBody({ 10: '', 11: '110' }), { values: { 10: 0, 11: 110 } });
  assert.deepEqual(propertiesBody({}), { values: {} });
});

test('product properties: a changed choice is unsaved, a missing one equals none', () => {
  const saved = selectionOf(answer);
  assert.equal(sameSelection(saved, { ...saved }), true);
  assert.equal(sameSelection(saved, { ...saved, 11: '110' }), false);
  assert.equal(sameSelection({ 10: '101' }, saved), true);
  assert.equal(sameSelection({ 10: '100' }, saved), false);
});
