import { test } from 'node:test';
import assert from 'node:assert/strict';
import { slidesPerView, AUTO_SLIDER, LANDING_SLIDER, PRODUCT_SLIDER, carousel, nextIndex } from './slider.js';

test('auto sliders: 6, 4 below 1500, 3 below 880, 2 below 750, 1 below 380', () => {
  const cases = [[1920, 6], [1500, 6], [1499, 4], [880, 4], [879, 3], [750, 3], [749, 2], [380, 2], [379, 1], [320, 1]];
  for (const [w, n] of cases) assert.equal(slidesPerView(w, AUTO_SLIDER), n, `width ${w}`);
  assert.equal(slidesPerView(1600), 6); // the default config is the auto slider
});

test('landing slider: 4, 3 below 1200, 2 below 880, 1 below 480', () => {
  const cases = [[1366, 4], [1200, 4], [1199, 3], [880, 3], [879, 2], [480, 2], [479, 1]];
  for (const [w, n] of cases) assert.equal(slidesPerView(w, LANDING_SLIDER), n, `width ${w}`);
});

test('carousel: 2 at 768 or less, 1 below 576', () => {
  const c = carousel({ slides: 4, breakpoints: [] });
  const cases = [[1024, 4], [769, 4], [768, 2], [600, 2], [576, 2], [575, 1]];
  for (const [w, n] of cases) assert.equal(slidesPerView(w, c), n, `width ${w}`);
  assert.equal(slidesPerView(700, carousel({ slides: 1, breakpoints: [] })), 1); // never more than the base
});

test('the product page: the carousel, and wider the auto sliders\' counts', () => {
  const cases = [[1920, 6], [1500, 6], [1499, 4], [880, 4], [879, 3], [769, 3], [768, 2], [576, 2], [575, 1], [390, 1], [320, 1]];
  for (const [w, n] of cases) assert.equal(slidesPerView(w, PRODUCT_SLIDER), n, `width ${w}`);
});

test('nextIndex wraps or clamps', () => {
  assert.equal(nextIndex(2, 3, 1, true), 0);
  assert.equal(nextIndex(0, 3, -1, true), 2);
  assert.equal(nextIndex(2, 3, 1, false), 2);
  assert.equal(nextIndex(0, 3, -1, false), 0);
  assert.equal(nextIndex(0, 0, 1, true), 0);
});
