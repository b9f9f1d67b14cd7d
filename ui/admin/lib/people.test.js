import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checklistLink } from './checklist.js';
import { auditDiff, auditQuery, formatWhen, groupSecret } from './audit.js';

test('a checklist step links only to a registered page', () => {
  const routes = [{ path: '/' }, { path: '/account' }];
  assert.equal(checklistLink('product', routes), null);
  assert.equal(checklistLink('product', [...routes, { path: '/products' }]), '/products');
  assert.equal(checklistLink('product', [...routes, { path: '/products' }, { path: '/products/new' }]), '/products/new');
  assert.equal(checklistLink('company', [...routes, { path: '/shop-data', checklist: ['company', 'payment'] }]), '/shop-data');
  assert.equal(checklistLink('payment', [...routes, { path: '/shop-data', checklist: ['company', 'payment'] }]), '/shop-data');
  assert.equal(checklistLink('nothing', [...routes, { path: '/settings' }]), null);
});

test('an audit entry shows only what changed', () => {
  assert.deepEqual(auditDiff('{"role":"owner","name":"A","totp":false}', '{"role":"staff","name":"A","totp":false}'),
    [{ field: 'role', before: 'owner', after: 'staff' }]);
  assert.deepEqual(auditDiff('', '{"email":"a@b.c","tags":[1,2]}'),
    [{ field: 'email', before: '', after: 'a@b.c' }, { field: 'tags', before: '', after: '[1,2]' }]);
  assert.deepEqual(auditDiff('{"x":1}', ''), [{ field: 'x', before: '1', after: '' }]);
  assert.deepEqual(auditDiff('"text"', 'not json'), [{ field: 'value', before: 'text', after: 'not json' }]);
  assert.deepEqual(auditDiff('', ''), []);
});

test('times in the member language, queries and secrets', () => {
  assert.equal(formatWhen('2026-11-27T16:05:00Z', 'lv', 'UTC'), '27.11.26 16:05');
  assert.equal(formatWhen('2026-11-27T16:05:00Z', 'en', 'UTC'), '27/11/2026, 16:05'); // the Irish form, as the storefront
  assert.equal(formatWhen('nonsense', 'en'), 'nonsense');
  assert.equal(auditQuery({}), '/audit?limit=50');
  assert.equal(auditQuery({ entity: ' staff ', staffId: 3, before: 120 }), '/audit?entity=staff&staff_id=3&before=120&limit=50');
  assert.equal(groupSecret('ABCDEFGHIJ'), 'ABCD EFGH IJ');
});
