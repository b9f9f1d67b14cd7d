import { test } from 'node:test';
import assert from 'node:assert/strict';
import { listPath, customerName, eraseConfirmed, pageSpan, hasNext, stateTabs } from './shoppers.js';

test('a list call carries only the filters that are set', () => {
  assert.equal(listPath('/customers', { q: '  ', type: '', newsletter: 'yes', offset: 0 }), '/customers?newsletter=yes');
  assert.equal(listPath('/customers', { q: ' Bērziņa & co ', offset: 50 }), '/customers?q=B%C4%93rzi%C5%86a+%26+co&offset=50');
  assert.equal(listPath('/reviews'), '/reviews');
  assert.equal(listPath('/messages', { state: 'new', offset: null }), '/messages?state=new');
});

test('an account is named by its person, an erased one as deleted', () => {
  const t = (key, args) => `${key}:${args.id}`;
  assert.equal(customerName({ id: 3, name: 'Līga', surname: 'Kalniņa', email: 'l@k.lv' }, t), 'Līga Kalniņa');
  assert.equal(customerName({ id: 3, name: '', surname: '', email: 'l@k.lv' }, t), 'l@k.lv');
  assert.equal(customerName({ id: 3, deleted: true, name: '', email: '' }, t), 'cust_deleted:3');
});

test('the erasure needs the e-mail typed', () => {
  assert.equal(eraseConfirmed(' LIGA@example.lv ', 'liga@example.lv'), true);
  assert.equal(eraseConfirmed('liga@example', 'liga@example.lv'), false);
  assert.equal(eraseConfirmed('', ''), false);
});

test('the pager says which rows a page shows and whether more follow', () => {
  assert.equal(pageSpan(0, 50, 340), '1–50 / 340');
  assert.equal(pageSpan(50, 12, null), '51–62');
  assert.equal(pageSpan(0, 0, 0), '');
  assert.equal(hasNext({ more: true, total: null }, 0), true);
  assert.equal(hasNext({ more: false, total: 999 }, 0), false);
  assert.equal(hasNext({ total: 120, shown: 100 }, 0), true);
  assert.equal(hasNext({ total: 120, shown: 20 }, 100), false);
  assert.equal(hasNext(null, 0), false);
  assert.deepEqual(stateTabs(['new', 'answered'], { new: 2 }), [{ state: 'new', count: 2 }, { state: 'answered', count: 0 }]);
});
