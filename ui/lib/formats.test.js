import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { formatMoney, formatNumber, formatDate, formatDayMonth, localeOf } from './format.js';
import { DateTimeFormat } from './ssr-intl.js';

// The client's formats are the fixture's strings, which the server's i18n.Money, Number, Date
// and DayMonth must write byte for byte (i18n/format_test.go reads the same file).
const { cases } = JSON.parse(readFileSync(new URL('./formats.fixture.json', import.meta.url)));

test('the client writes every fixture case as the server does', () => {
  assert.ok(cases.length > 100);
  for (const c of cases) {
    const got = {
      money: () => formatMoney(c.value, c.lang),
      number: () => formatNumber(c.value, c.lang),
      date: () => formatDate(c.day, c.lang),
      day_month: () => formatDayMonth(c.day, c.lang),
      // a moment to the minute is written only by the server (an order's payment deadline):
      // the browser's Intl writes the same
      date_time: () => new Intl.DateTimeFormat(localeOf(c.lang), { day: '2-digit', month: '2-digit', year: 'numeric',
        hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(new Date(c.time)),
    }[c.kind]();
    assert.equal(got, c.want, `${c.lang} ${c.kind} ${c.value ?? c.day ?? c.time}`);
  }
});

test("the server renderer's Intl writes the fixture's days as the browser does", () => {
  for (const c of cases.filter((x) => x.kind === 'date' || x.kind === 'day_month')) {
    const options = { day: '2-digit', month: '2-digit', timeZone: 'UTC', ...(c.kind === 'date' ? { year: 'numeric' } : {}) };
    assert.equal(new DateTimeFormat(localeOf(c.lang), options).format(new Date(c.day + 'T00:00:00Z')), c.want, `${c.lang} ${c.day}`);
  }
});

test('each language has its own money', () => {
  const got = Object.fromEntries(['lv', 'ru', 'fi', 'en'].map((l) => [l, formatMoney(129900, l)]));
  assert.deepEqual(got, { lv: '1299,00\u00a0€', ru: '1\u00a0299,00\u00a0€', fi: '1\u00a0299,00\u00a0€', en: '€1,299.00' });
  assert.equal(formatMoney(129900, 'de'), '€1,299.00'); // any other language writes English
});
