import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addLink, removeLink, moveLink, linksBody, maxLinks } from './links.js';

test('links: added once, never the product itself, at most 50, in order', () => {
  let lists = { related: [], linked: [] };
  lists = addLink(lists, 'related', { id: 2, title: 'B' }, 1).lists;
  lists = addLink(lists, 'related', { id: 3, title: 'C' }, 1).lists;
  lists = addLink(lists, 'linked', { id: 2, title: 'B' }, 1).lists;
  assert.equal(addLink(lists, 'related', { id: 2 }, 1).refused, 'duplicate');
  assert.equal(addLink(lists, 'related', { id: 1 }, 1).refused, 'self');
  assert.deepEqual(linksBody(lists), { related: [2, 3], linked: [2] });
  assert.deepEqual(linksBody(moveLink(lists, 'related', 3, -1)), { related: [3, 2], linked: [2] });
  assert.deepEqual(linksBody(moveLink(lists, 'related', 2, -1)), { related: [2, 3], linked: [2] });
  assert.deepEqual(linksBody(removeLink(lists, 'related', 2)), { related: [3], linked: [2] });
  let full = { related: [], linked: [] };
  for (let i = 0; i < maxLinks; i++) full = addLink(full, 'linked', { id: 100 + i }, 1).lists;
  assert.equal(addLink(full, 'linked', { id: 999 }, 1).refused, 'full');
});
