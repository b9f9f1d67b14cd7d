import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatDate, formatDateShort, toDate } from './format.js';

test('formatDate uses the Russian day.month.year form', () => {
  assert.equal(formatDate('2026-03-05'), '05.03.2026');
  assert.equal(formatDate('2026-11-20 10:30:00'), '20.11.2026');
  assert.equal(formatDate(new Date(2024, 0, 9, 12)), '09.01.2024');
});

test('zoned timestamps are shown in local time', () => {
  const d = new Date('2026-07-15T12:00:00Z');
  const want = `${String(d.getDate()).padStart(2, '0')}.${String(d.getMonth() + 1).padStart(2, '0')}.${d.getFullYear()}`;
  assert.equal(formatDate('2026-07-15T12:00:00Z'), want);
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

test('formatDayOf reads the day from the stamp itself, whatever the time zone', async () => {
  const { formatDayOf } = await import('./format.js');
  assert.equal(formatDayOf('2026-03-05T23:59:59Z'), '05/03/2026');
  assert.equal(formatDayOf('2026-11-01'), '01/11/2026');
  assert.equal(formatDayOf(''), '');
  assert.equal(formatDayOf(null), '');
});
