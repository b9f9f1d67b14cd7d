import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lockScroll, scrollLocked } from './scroll-lock.js';

const doc = () => ({
  body: { style: { overflow: 'auto', paddingRight: '' } },
  defaultView: { innerWidth: 1015 },
  documentElement: { clientWidth: 1000 },
});

test('locks hide overflow, pad the scrollbar and nest', () => {
  const d = doc();
  const a = lockScroll(d);
  assert.equal(d.body.style.overflow, 'hidden');
  assert.equal(d.body.style.paddingRight, '15px');
  const b = lockScroll(d);
  a();
  a(); // releasing twice counts once
  assert.equal(d.body.style.overflow, 'hidden');
  assert.equal(scrollLocked(), true);
  b();
  assert.equal(d.body.style.overflow, 'auto');
  assert.equal(d.body.style.paddingRight, '');
  assert.equal(scrollLocked(), false);
});

test('no document, no lock', () => {
  const release = lockScroll({});
  assert.doesNotThrow(release);
  assert.equal(scrollLocked(), false);
});
