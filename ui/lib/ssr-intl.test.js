import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PluralRules, DateTimeFormat, setZoneOffset } from './ssr-intl.js';

// Every answer is checked against node's ICU, which is what the browser does.
const numbers = [0, 1, 2, 3, 4, 5, 10, 11, 12, 14, 19, 20, 21, 22, 25, 100, 101, 111, 112, 121, 1000, 1001,
  0.1, 0.5, 1.1, 1.5, 2.01, 0.11, 1.234, 1.2345, 10.1, 21.11, -1, -2, -21];

for (const locale of ['en', 'fi', 'lv', 'ru', 'ru-RU', 'lv-LV', 'en-GB', 'fi-FI']) {
  test(`PluralRules ${locale} agrees with ICU`, () => {
    const want = new Intl.PluralRules(locale);
    const got = new PluralRules(locale);
    for (const n of numbers) assert.equal(got.select(n), want.select(n), `${locale} ${n}`);
    assert.deepEqual([...got.resolvedOptions().pluralCategories].sort(), [...want.resolvedOptions().pluralCategories].sort());
  });
}

test('PluralRules: an unknown language counts as English; ordinals are refused', () => {
  assert.equal(new PluralRules('de').select(1), 'one');
  assert.throws(() => new PluralRules('en', { type: 'ordinal' }), RangeError);
  assert.deepEqual(PluralRules.supportedLocalesOf(['ru-RU', 'de', 'lv']), ['ru-RU', 'lv']);
});

// The host's zone data, as the Go renderer gives it: minutes east of UTC at an instant.
setZoneOffset((zone, ms) => {
  const p = Object.fromEntries(new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric',
    day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(ms).map((x) => [x.type, Number(x.value)]));
  return (Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000) / 60000;
});

const dates = [new Date(2026, 2, 5, 9, 7, 3), new Date(2024, 11, 31, 23, 59, 59), new Date(2025, 0, 1, 0, 0, 0),
  new Date('2026-10-29T09:00:00Z'), new Date('2026-03-29T00:30:00Z'), new Date('2026-10-25T00:30:00Z'), new Date(Date.UTC(1999, 6, 4, 21, 5))];
const optionSets = [
  { day: '2-digit', month: '2-digit', year: 'numeric' },
  { day: 'numeric', month: 'numeric', year: 'numeric' },
  { day: '2-digit', month: '2-digit', year: '2-digit' },
  { day: '2-digit', month: '2-digit' },
  { month: '2-digit', year: 'numeric' },
  {},
  { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  { hour: '2-digit', minute: '2-digit' },
  { hour: 'numeric', minute: '2-digit', second: '2-digit' },
];

for (const locale of ['ru-RU', 'ru', 'en-US']) {
  for (const timeZone of [undefined, 'UTC', 'Europe/Riga', 'America/New_York']) {
    test(`DateTimeFormat ${locale} ${timeZone || 'local'} agrees with ICU`, () => {
      for (const options of optionSets) {
        if (locale === 'en-US' && (options.hour || options.minute)) continue; // not offered
        const o = { ...options, timeZone };
        const want = new Intl.DateTimeFormat(locale, o);
        const got = new DateTimeFormat(locale, o);
        for (const d of dates) {
          assert.equal(got.format(d), want.format(d), `${locale} ${JSON.stringify(o)} ${d.toISOString()}`);
          assert.deepEqual(got.formatToParts(d), want.formatToParts(d));
        }
      }
    });
  }
}

// The day-and-month forms of the other page languages (ui/lib/format.js).
for (const locale of ['lv-LV', 'fi-FI', 'fi', 'en-IE']) {
  test(`DateTimeFormat ${locale} days agree with ICU`, () => {
    const sets = [{ day: '2-digit', month: '2-digit', year: 'numeric' }, { day: '2-digit', month: '2-digit' }];
    if (!locale.startsWith('lv')) sets.push({ day: 'numeric', month: 'numeric', year: 'numeric' }, { day: 'numeric', month: 'numeric' });
    for (const options of sets) {
      for (const timeZone of ['UTC', 'Europe/Riga']) {
        const o = { ...options, timeZone };
        for (const d of dates) {
          assert.equal(new DateTimeFormat(locale, o).format(d), new Intl.DateTimeFormat(locale, o).format(d), `${locale} ${JSON.stringify(o)}`);
          assert.deepEqual(new DateTimeFormat(locale, o).formatToParts(d), new Intl.DateTimeFormat(locale, o).formatToParts(d));
        }
      }
    }
  });
}

test('DateTimeFormat refuses what it cannot write like a browser', () => {
  assert.throws(() => new DateTimeFormat('lv-LV'), RangeError);
  assert.throws(() => new DateTimeFormat('lv-LV', { day: 'numeric', month: 'numeric', year: 'numeric' }), RangeError);
  assert.throws(() => new DateTimeFormat('fi-FI', { day: '2-digit', month: '2-digit', hour: '2-digit' }), RangeError);
  assert.throws(() => new DateTimeFormat('en-IE', { month: '2-digit', year: 'numeric' }), RangeError);
  assert.throws(() => new DateTimeFormat('ru', { month: 'long' }), RangeError);
  assert.throws(() => new DateTimeFormat('ru', { dateStyle: 'medium' }), RangeError);
  assert.throws(() => new DateTimeFormat('ru').format(new Date(NaN)), RangeError);
});
