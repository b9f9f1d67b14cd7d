import { test } from 'node:test';
import assert from 'node:assert/strict';
import { change, niceStep, ticks, chart, axisMoney, ordersLink } from './dashboard.js';
import { ordersFromQuery, orderDefaults } from './orders.js';

test('a period compares with the one before it, in whole percent', () => {
  assert.deepEqual(change(12000, 10000), { direction: 'up', percent: 20 });
  assert.deepEqual(change(5000, 10000), { direction: 'down', percent: 50 });
  assert.deepEqual(change(10000, 10000), { direction: 'same', percent: 0 });
  assert.deepEqual(change(0, 0), { direction: 'same', percent: 0 });
  assert.deepEqual(change(500, 0), { direction: 'new', percent: null }, 'nothing before: no percent');
  assert.deepEqual(change(0, 500), { direction: 'down', percent: 100 });
  assert.deepEqual(change(10001, 10000), { direction: 'up', percent: 0 }, 'a small rise is still a rise');
  assert.deepEqual(change(1005, 1000), { direction: 'up', percent: 1 }, '0.5 % rounds up');
});

test('steps are 1, 2, 2.5 or 5 times a power of ten', () => {
  assert.equal(niceStep(0.7), 1);
  assert.equal(niceStep(1), 1);
  assert.equal(niceStep(1.1), 2);
  assert.equal(niceStep(2.2), 2.5);
  assert.equal(niceStep(3), 5);
  assert.equal(niceStep(7), 10);
  assert.equal(niceStep(1234), 2000);
  assert.equal(niceStep(0), 1);
});

test('ticks start at 0, go in whole euros and reach the highest day', () => {
  assert.deepEqual(ticks(0), [0, 100], 'an empty month still has an axis');
  assert.deepEqual(ticks(100000), [0, 25000, 50000, 75000, 100000]);
  assert.deepEqual(ticks(123456), [0, 50000, 100000, 150000]);
  for (const max of [1, 99, 250, 999, 1001, 54321, 7654321]) {
    const marks = ticks(max);
    assert.equal(marks[0], 0);
    assert.ok(marks[marks.length - 1] >= max, `${max}: ${marks}`);
    assert.ok(marks.length <= 6, `${max}: ${marks}`);
    const step = marks[1];
    assert.equal(step % 100, 0, `${max}: whole euros ${marks}`);
    marks.forEach((v, i) => assert.equal(v, i * step));
  }
  assert.deepEqual(ticks(900), [0, 500, 1000], '2.5 € steps become 5 €');
});

const days = Array.from({ length: 30 }, (_, i) => ({ date: `2031-03-${String(i + 1).padStart(2, '0')}`, label: `${i + 1}.03.`, gross: i === 29 ? 100000 : i === 5 ? 1 : 0 }));

test('the chart scales the bars to the top tick inside the plot', () => {
  const c = chart(days, { width: 720, height: 240, left: 64, bottom: 28, top: 8, right: 8 });
  assert.equal(c.bars.length, 30);
  assert.equal(c.top, 100000);
  const last = c.bars[29];
  assert.equal(last.y, 8, 'the highest day reaches the top tick');
  assert.equal(last.y + last.height, 212, 'bars stand on the baseline');
  assert.equal(c.baseline, 212);
  assert.equal(c.bars[0].height, 0, 'a day without sales has no bar');
  assert.equal(c.bars[5].height, 1, 'a day with a cent of sales is still seen');
  assert.ok(c.bars.every((b, i) => i === 0 || b.x > c.bars[i - 1].x + c.bars[i - 1].width - 1e-9), 'bars do not overlap');
  assert.ok(last.x + last.width <= 712, 'inside the box');
  assert.deepEqual(c.ticks.map((t) => t.y), [212, 161, 110, 59, 8]);
  assert.deepEqual(c.labels.map((l) => l.text), ['2.03.', '9.03.', '16.03.', '23.03.', '30.03.'], 'today is always named');
});

test('the chart of an empty month is flat', () => {
  const c = chart(days.map((d) => ({ ...d, gross: 0 })));
  assert.ok(c.bars.every((b) => b.height === 0));
  assert.deepEqual(c.ticks.map((t) => t.value), [0, 100]);
  assert.deepEqual(chart([]).bars, []);
});

test('axis money is whole euros in the member\'s language', () => {
  assert.equal(axisMoney(150000, 'en'), '€1,500');
  assert.match(axisMoney(150000, 'lv'), /^1\s?500\s€$/);
  assert.equal(axisMoney(0, 'en'), '€0');
});


test("the dashboard's links to the orders list open it filtered as they say", () => {
  for (const [filter, want] of [[{ status: 'paid' }, { status: 'paid' }], [{ status: 'processing' }, { status: 'processing' }],
    [{ payment_status: 'pending' }, { payment_status: 'pending' }]]) {
    const f = ordersFromQuery(new URL(ordersLink(filter), 'https://shop.test/admin').search);
    assert.deepEqual(f, { ...orderDefaults, ...want });
  }
});
