import { test } from 'node:test';
import assert from 'node:assert/strict';
import { energyColour, energyArrowName, ENERGY_CLASSES } from './energy.js';

test('each class has the label\'s own colour, best first', () => {
  assert.equal(energyColour('A'), '#00a651');
  assert.equal(energyColour('D'), '#fff200');
  assert.equal(energyColour('G'), '#ee1c25');
  const all = [...ENERGY_CLASSES].map(energyColour);
  assert.equal(new Set(all).size, 7);
});

test('no colour for what is not a class', () => {
  for (const v of ['', 'a', 'H', 'A+', undefined, null]) assert.equal(energyColour(v), null);
});

test('the arrow is named by its class and range, and says it opens the label when there is one', () => {
  const texts = { energy_class: 'Energy class {class}, {first} to {last}', energy_open_label: '{name}: open the energy label' };
  const tr = (k, args) => Object.entries(args).reduce((s, [n, v]) => s.replaceAll(`{${n}}`, v), texts[k]);
  assert.equal(energyArrowName('B', true, tr), 'Energy class B, A to G: open the energy label');
  assert.equal(energyArrowName('F', false, tr), 'Energy class F, A to G');
});
