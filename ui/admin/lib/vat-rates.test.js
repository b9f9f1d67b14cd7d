import { test } from 'node:test';
import assert from 'node:assert/strict';
import { percentToBasisPoints, basisPointsToPercent, rowsOf, ratesOf, addable, countryLabel } from './vat-rates.js';

test('a rate in percent is basis points exactly, with a dot or a comma', () => {
  for (const [text, bp] of [['25.5', 2550], ['25,5', 2550], ['24', 2400], ['7.25', 725], [' 21 ', 2100], ['0', 0],
    ['0.01', 1], ['100', 10000], ['9,9', 990], ['17.05', 1705], ['33.33', 3333], ['4.1', 410]]) {
    assert.equal(percentToBasisPoints(text), bp, text);
  }
  for (const text of ['25.555', '25,555', '100.01', '101', '-1', '', ' ', '2e1', '25.', '.5', '25 5', '1,000', 'abc', null, undefined]) {
    assert.equal(percentToBasisPoints(text), null, String(text));
  }
});

test('basis points read back as the percent they are, and every rate goes there and back', () => {
  assert.equal(basisPointsToPercent(2550), '25.5');
  assert.equal(basisPointsToPercent('2400'), '24');
  assert.equal(basisPointsToPercent(725), '7.25');
  assert.equal(basisPointsToPercent(5), '0.05');
  assert.equal(basisPointsToPercent(0), '0');
  assert.equal(basisPointsToPercent(10000), '100');
  for (let bp = 0; bp <= 10000; bp++) assert.equal(percentToBasisPoints(basisPointsToPercent(bp)), bp);
});

test("the setting's text is the table's rows and back, by country code, the home rate the VAT field's", () => {
  const text = 'EE:2400, FI:2550, LT:2100, LV:2100';
  const rows = rowsOf(text);
  assert.deepEqual(rows, [{ code: 'EE', percent: '24' }, { code: 'FI', percent: '25.5' },
    { code: 'LT', percent: '21' }, { code: 'LV', percent: '21' }]);
  assert.deepEqual(ratesOf(rows, 'LV', 2100), { value: text, errors: {} }, 'an unchanged table is the same text');
  assert.deepEqual(rowsOf(''), []);

  // Estonia removed, Malta added at 18 %, Finland written with a comma: sorted by code.
  const edited = [...rows.filter((r) => r.code !== 'EE'), { code: 'MT', percent: '18' }].map((r) => (r.code === 'FI' ? { ...r, percent: '25,5' } : r));
  assert.equal(ratesOf(edited, 'LV', 2100).value, 'FI:2550, LT:2100, LV:2100, MT:1800');

  // The home row follows the VAT rate field, and is listed when the text lacked it.
  assert.equal(ratesOf(rows, 'LV', 2200).value, 'EE:2400, FI:2550, LT:2100, LV:2200');
  assert.equal(ratesOf([{ code: 'EE', percent: '24' }], 'LV', 2100).value, 'EE:2400, LV:2100');
  assert.equal(ratesOf(rows, 'LV', null).value, text, 'a refused VAT field leaves the home row as it was');
  assert.equal(ratesOf([{ code: 'EE', percent: '24' }], '', null).value, 'EE:2400', 'no home country, no home row');
});

test('a rate that is none, and a country listed twice, are refused by the row with a message key', () => {
  const { value, errors } = ratesOf([{ code: 'FI', percent: '25.555' }, { code: 'EE', percent: '' }, { code: 'LT', percent: '21' }], 'LV', 2100);
  assert.deepEqual(errors, { FI: 'vat_rate_invalid', EE: 'vat_rate_invalid' });
  assert.equal(value, 'EE:, FI:25.555, LT:2100, LV:2100', 'written as typed, so the server refuses it too');
  assert.deepEqual(ratesOf([{ code: 'FI', percent: '24' }, { code: 'FI', percent: '25.5' }], 'LV', 2100).errors, { FI: 'vat_rate_twice' });
  assert.deepEqual(ratesOf(rowsOf('FI:2550, FI:2400'), 'LV', 2100).errors, { FI: 'vat_rate_twice' });
  // A text that is not the setting's shape shows as typed and is refused.
  assert.deepEqual(rowsOf('FI:25.5 %, XX'), [{ code: 'FI', percent: '25.5 %' }, { code: 'XX', percent: '' }]);
});

test('the add choice offers the member states neither listed nor home, and rows name their country', () => {
  const states = [{ code: 'EE', title: 'Estonia' }, { code: 'FI', title: 'Finland' }, { code: 'LV', title: 'Latvia' }, { code: 'MT', title: 'Malta' }];
  assert.deepEqual(addable(states, [{ code: 'FI', percent: '25.5' }], 'LV').map((c) => c.code), ['EE', 'MT']);
  assert.deepEqual(addable(undefined, [], 'LV'), []);
  assert.equal(countryLabel(states, 'FI'), 'Finland (FI)');
  assert.equal(countryLabel(states, 'NO'), 'NO');
});
