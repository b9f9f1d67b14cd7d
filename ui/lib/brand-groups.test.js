import { test } from 'node:test';
import assert from 'node:assert/strict';
import { brandGroups } from './brand-groups.js';

const b = (title) => ({ title, link: '/m/' + title });

test('brands group by first letter, A to Z, case aside', () => {
  const groups = brandGroups([b('Sony'), b('apple'), b('Samsung'), b('Xiaomi'), b('Asus')]);
  assert.deepEqual(groups.map((g) => g.letter), ['A', 'S', 'X']);
  assert.deepEqual(groups[0].items.map((x) => x.title), ['apple', 'Asus']);
  assert.deepEqual(groups[1].items.map((x) => x.title), ['Samsung', 'Sony']);
});

test('digits and signs go first under #', () => {
  const groups = brandGroups([b('Nokia'), b('3M'), b('+Plus')]);
  assert.deepEqual(groups.map((g) => g.letter), ['#', 'N']);
  assert.equal(groups[0].items.length, 2);
});

test('a letter with an accent follows its base letter', () => {
  const groups = brandGroups([b('Zelta'), b('Šķirne'), b('Sala')]);
  assert.deepEqual(groups.map((g) => g.letter), ['S', 'Š', 'Z']);
  assert.deepEqual(brandGroups([]), []);
});
