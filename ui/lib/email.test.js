import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isEmail } from './email.js';

test('isEmail accepts plain addresses and refuses the rest', () => {
  for (const ok of ['anna@example.com', ' a.b+c@shop.lv ', 'x@sub.domain.fi']) assert.ok(isEmail(ok), ok);
  for (const bad of ['', 'anna', 'anna@', '@x.lv', 'anna@example', 'an na@x.lv', 'a@b.', null, undefined, 'a'.repeat(250) + '@x.lv']) {
    assert.ok(!isEmail(bad), String(bad));
  }
});
