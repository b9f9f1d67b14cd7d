// The logic of the back office's dashboard (GET /api/admin/dashboard): how a period compares
// with the one before, the chart's scale, ticks and bars (drawn by our own SVG: no chart
// library, nothing fetched from elsewhere), and which links the page may show. Money is in
// cents, as the answer has it.
import { localeOf } from '../../lib/locale.js';
import { ordersQuery, orderDefaults } from './orders.js';

// change compares a period's figure with the period before it: {direction, percent}, direction
// 'up', 'down' or 'same', or 'new' when there was nothing before to compare with (percent
// null). The percent is whole, rounded half away from zero; a change that rounds to 0 % is
// still up or down.
export function change(current, previous) {
  const cur = Number(current) || 0;
  const prev = Number(previous) || 0;
  if (cur === prev) return { direction: 'same', percent: 0 };
  if (prev === 0) return { direction: 'new', percent: null };
  const ratio = ((cur - prev) / prev) * 100;
  return { direction: cur > prev ? 'up' : 'down', percent: Math.round(Math.abs(ratio)) };
}

// niceStep is the smallest of 1, 2, 2.5, 5 × 10^k that is at least raw.
export function niceStep(raw) {
  if (!(raw > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 2.5, 5, 10]) {
    if (m * power >= raw - 1e-9 * power) return m * power;
  }
  return 10 * power;
}

// ticks are the value axis's marks for data up to max (cents): from 0 in at most count equal
// steps of whole euros, the last at or above max. Nothing sold yet still gets an axis (0 to 1 €).
export function ticks(max, count = 4) {
  const top = Math.max(Number(max) || 0, 100) / 100; // euros
  let step = Math.max(1, niceStep(top / count));
  if (step === 2.5) step = 5; // the one step of niceStep's from 1 € up that is no whole euro
  const out = [0];
  while (out[out.length - 1] < top - 1e-9) out.push(out.length * step);
  return out.map((euros) => Math.round(euros * 100));
}

// chart lays out the daily bars in a width × height box (the SVG's viewBox) with room on the
// left for the value axis's labels and below for the days': {bars, ticks, labels, top}. Each
// bar is {x, y, width, height, day}; each tick {value, y}, its grid line from plotLeft to
// plotRight; labels are every labelEvery'th day from the last (today) back, {x, text}, so that
// today is always named.
export function chart(days, { width = 720, height = 240, left = 64, bottom = 28, top = 8, right = 8, labelEvery = 7 } = {}) {
  const list = days || [];
  const marks = ticks(Math.max(0, ...list.map((d) => d.gross)));
  const max = marks[marks.length - 1];
  const plotW = width - left - right;
  const plotH = height - top - bottom;
  const slot = list.length ? plotW / list.length : plotW;
  const gap = Math.min(4, slot * 0.2);
  const y = (v) => top + plotH - (v / max) * plotH;
  const round = (n) => Math.round(n * 100) / 100;
  const bars = list.map((d, i) => {
    const h = (d.gross / max) * plotH;
    // A day with sales is at least a pixel high, so that it never looks like a day without.
    const shown = d.gross > 0 ? Math.max(h, 1) : 0;
    return { x: round(left + i * slot + gap / 2), y: round(top + plotH - shown), width: round(slot - gap), height: round(shown), day: d };
  });
  const labels = [];
  for (let i = list.length - 1; i >= 0; i -= labelEvery) labels.unshift({ x: round(left + i * slot + slot / 2), text: list[i].label });
  return { bars, ticks: marks.map((value) => ({ value, y: round(y(value)) })), labels, top: max, baseline: round(top + plotH),
    plotLeft: left, plotRight: width - right };
}

// axisMoney writes a tick's value as whole euros in lang (the figures themselves come written
// by the server).
export function axisMoney(cents, lang) {
  return new Intl.NumberFormat(localeOf(lang), { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, minimumFractionDigits: 0 })
    .format(Math.round(cents / 100));
}

// ordersLink is the orders list filtered as filter says (the list's own query names and
// writing, ordersQuery).
export function ordersLink(filter) {
  return '/orders' + ordersQuery({ ...orderDefaults, ...filter });
}
