import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatDate, formatDateShort, toDate, isoDate } from './format.js';
import { setCatalogue } from './i18n.js';

setCatalogue({}, 'ru'); // the page's language: the tests below read Russian dates

test('formatDate uses the Russian day.month.year form', () => {
  assert.equal(formatDate('2026-03-05'), '05.03.2026');
  assert.equal(formatDate('2026-11-20 10:30:00'), '20.11.2026');
  assert.equal(formatDate(new Date(Date.UTC(2024, 0, 9, 12))), '09.01.2024');
});

test('dates follow the page language', () => {
  assert.equal(formatDate('2026-03-05', 'en'), '05/03/2026');
  assert.equal(formatDate('2026-03-05', 'fi'), '05.03.2026');
  assert.equal(formatDate('2026-03-05', 'lv'), '05.03.2026');
  assert.equal(formatDate('2026-07-15T21:30:00Z', 'en'), '16/07/2026'); // the shop's zone in every language
  setCatalogue({}, 'en');
  assert.equal(formatDate('2026-03-05'), '05/03/2026');
  setCatalogue({}, 'ru');
});

test("zoned timestamps are shown in the shop's time zone, whatever the browser's", () => {
  assert.equal(formatDate('2026-07-15T12:00:00Z'), '15.07.2026');
  assert.equal(formatDate('2026-07-15T21:30:00Z'), '16.07.2026'); // 00:30 in Riga (summer, UTC+3)
  assert.equal(formatDate('2026-01-15T22:30:00Z'), '16.01.2026'); // 00:30 in Riga (winter, UTC+2)
  assert.equal(formatDate('2026-01-15T21:30:00Z'), '15.01.2026');
  assert.equal(formatDate('2026-07-15T23:30:00+02:00'), '16.07.2026');
  assert.equal(isoDate('2026-07-15T21:30:00Z'), '2026-07-16');
});

test('wall-clock strings stay as written', () => {
  assert.equal(formatDate('2026-03-29 03:30:00'), '29.03.2026'); // an hour Riga skips in spring
  assert.equal(isoDate('2026-03-05'), '2026-03-05');
  assert.equal(isoDate(''), '');
});

test('formatDateShort uses day/month/year', () => {
  assert.equal(formatDateShort('2025-12-31'), '31/12/2025');
  assert.equal(formatDateShort('2025-02-01T08:00:00'), '01/02/2025');
});

test('bad or missing dates give an empty string', () => {
  for (const v of [undefined, null, '', 'not a date', NaN]) {
    assert.equal(formatDate(v), '');
    assert.equal(formatDateShort(v), '');
  }
  assert.equal(toDate('garbage'), null);
});
