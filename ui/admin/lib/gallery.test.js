import { test } from 'node:test';
import assert from 'node:assert/strict';
import { moved, sameOrder, fileRefusal, percent, MAX_UPLOAD_BYTES } from './gallery.js';

const g = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
const ids = (l) => l.map((p) => p.id);

test('moved puts one picture elsewhere and keeps the others in their order', () => {
  assert.deepEqual(ids(moved(g, 0, 2)), [2, 3, 1, 4]);
  assert.deepEqual(ids(moved(g, 3, 0)), [4, 1, 2, 3]);
  assert.deepEqual(ids(moved(g, 2, 1)), [1, 3, 2, 4]); // "move earlier"
  assert.deepEqual(ids(moved(g, 1, 2)), [1, 3, 2, 4]); // "move later"
  assert.deepEqual(ids(moved(g, 3, 9)), [1, 2, 3, 4]); // past the end: stays last
  assert.deepEqual(ids(moved(g, 0, -1)), [1, 2, 3, 4]); // before the start: stays first
  assert.equal(moved(g, 2, 2), g);
  assert.equal(moved(g, 7, 0), g);
  assert.deepEqual(ids(g), [1, 2, 3, 4], 'the list given is not changed');
});

test('sameOrder compares ids in order', () => {
  assert.ok(sameOrder(g, g.slice()));
  assert.ok(!sameOrder(g, moved(g, 0, 1)));
  assert.ok(!sameOrder(g, g.slice(1)));
});

test('fileRefusal refuses only what the size already tells', () => {
  assert.equal(fileRefusal({ size: MAX_UPLOAD_BYTES, name: 'a.txt' }), '');
  assert.equal(fileRefusal({ size: MAX_UPLOAD_BYTES + 1, name: 'a.jpg' }), 'gallery_too_big');
  assert.equal(fileRefusal({ size: 0, name: 'a.png' }), 'gallery_empty_file');
});

test('percent', () => {
  assert.equal(percent(0, 0), 0);
  assert.equal(percent(50, 200), 25);
  assert.equal(percent(199, 200), 99);
  assert.equal(percent(300, 200), 100);
});
