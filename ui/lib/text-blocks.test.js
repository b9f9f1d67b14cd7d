import { test } from 'node:test';
import assert from 'node:assert/strict';
import { textBlocks, headingId } from './text-blocks.js';

test('paragraphs, headings and lists', () => {
  const text = 'First line\nstill first.\n\n## Heading\n- one\n- two\n\nAfter.\r\n\r\n- alone';
  assert.deepEqual(textBlocks(text), [
    { type: 'p', text: 'First line still first.' },
    { type: 'h2', text: 'Heading' },
    { type: 'ul', items: ['one', 'two'] },
    { type: 'p', text: 'After.' },
    { type: 'ul', items: ['alone'] },
  ]);
});

test('a list item after a paragraph line starts a list; a line after a list starts a paragraph', () => {
  assert.deepEqual(textBlocks('Intro:\n- a\nEnd\n- b'), [
    { type: 'p', text: 'Intro:' },
    { type: 'ul', items: ['a'] },
    { type: 'p', text: 'End' },
    { type: 'ul', items: ['b'] },
  ]);
});

test('empty and missing texts have no blocks; markup stays text', () => {
  assert.deepEqual(textBlocks(''), []);
  assert.deepEqual(textBlocks(undefined), []);
  assert.deepEqual(textBlocks('<b>x</b>'), [{ type: 'p', text: '<b>x</b>' }]);
});

test('heading anchors fold case and accents', () => {
  assert.equal(headingId('Naudas atmaksa'), 'naudas-atmaksa');
  assert.equal(headingId('Kā atgriezt preci?'), 'ka-atgriezt-preci');
  assert.equal(headingId('14-day right of withdrawal'), '14-day-right-of-withdrawal');
});
