import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chosenLines, isWhole, withdrawalPayload, toggled } from './withdrawal.js';

const lines = [{ id: 11, title: 'Phone', quantity: 1 }, { id: 12, title: 'Cable', quantity: 2 }];
const form = { name: ' Anna Bērziņa ', email: ' anna@example.lv', number: 'LV-000123 ' };

test('nothing ticked is the whole order: every line is named and none is sent', () => {
  const none = new Set();
  assert.deepEqual(chosenLines(lines, none), lines);
  assert.equal(isWhole(lines, none), true);
  assert.deepEqual(withdrawalPayload(form, lines, none), { name: 'Anna Bērziņa', email: 'anna@example.lv', number: 'LV-000123', lines: [] });
});

test('every line ticked is the whole order too, as the server keeps it', () => {
  const all = new Set([11, 12]);
  assert.equal(isWhole(lines, all), true);
  assert.deepEqual(withdrawalPayload(form, lines, all).lines, []);
});

test('some lines ticked name those lines alone, in the order\'s order', () => {
  const one = new Set([12]);
  assert.deepEqual(chosenLines(lines, one), [lines[1]]);
  assert.equal(isWhole(lines, one), false);
  assert.deepEqual(withdrawalPayload(form, lines, one).lines, [12]);
});

test('a line id the order does not have is never sent', () => {
  assert.deepEqual(withdrawalPayload(form, lines, new Set([12, 99])).lines, [12]);
});

test('toggled turns a line on and off without changing the set it was given', () => {
  const a = new Set([11]);
  const b = toggled(a, 12);
  assert.deepEqual([...b].sort(), [11, 12]);
  assert.deepEqual([...a], [11]);
  assert.deepEqual([...toggled(b, 11)], [12]);
});

test('the order page links the withdrawal page with its number filled in', async () => {
  const { withdrawalLink } = await import('./withdrawal.js');
  assert.equal(withdrawalLink('/ru/withdrawal', 'LV-000123'), '/ru/withdrawal?order=LV-000123');
});
