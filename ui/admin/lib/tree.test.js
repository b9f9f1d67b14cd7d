import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rows, moveTarget, dropTarget, dropZone, applyMove, depthFirst, isInside, ancestors, childrenOf } from './tree.js';

// 1 Audio (2 Headphones (5 In-ear), 3 Speakers), 4 Phones
const tree = [
  { id: 1, parent_id: 0, position: 0 },
  { id: 2, parent_id: 1, position: 0 },
  { id: 5, parent_id: 2, position: 0 },
  { id: 3, parent_id: 1, position: 1 },
  { id: 4, parent_id: 0, position: 1 },
];
const shape = (list) => depthFirst(list).map((c) => `${c.id}<${c.parent_id}@${c.position}`).join(' ');

test('rows skip the children of collapsed nodes and carry depth', () => {
  assert.deepEqual(rows(tree, new Set()).map((r) => r.node.id), [1, 4]);
  const open = rows(tree, new Set([1, 2]));
  assert.deepEqual(open.map((r) => [r.node.id, r.depth, r.hasChildren]), [[1, 0, true], [2, 1, true], [5, 2, false], [3, 1, false], [4, 0, false]]);
});

test('keyboard moves: up, down, indent, outdent, and none where they cannot apply', () => {
  assert.equal(moveTarget(tree, 1, 'up'), null);
  assert.deepEqual(moveTarget(tree, 4, 'up'), { parent_id: 0, position: 0 });
  assert.deepEqual(moveTarget(tree, 2, 'down'), { parent_id: 1, position: 1 });
  assert.equal(moveTarget(tree, 3, 'down'), null);
  assert.deepEqual(moveTarget(tree, 3, 'indent'), { parent_id: 2, position: 1 });
  assert.equal(moveTarget(tree, 2, 'indent'), null);
  assert.deepEqual(moveTarget(tree, 5, 'outdent'), { parent_id: 1, position: 1 });
  assert.equal(moveTarget(tree, 4, 'outdent'), null);
  assert.equal(shape(applyMove(tree, 4, moveTarget(tree, 4, 'up'))), '4<0@0 1<0@1 2<1@0 5<2@0 3<1@1');
  assert.equal(shape(applyMove(tree, 3, moveTarget(tree, 3, 'indent'))), '1<0@0 2<1@0 5<2@0 3<2@1 4<0@1');
  assert.equal(shape(applyMove(tree, 5, moveTarget(tree, 5, 'outdent'))), '1<0@0 2<1@0 5<1@1 3<1@2 4<0@1');
  assert.equal(shape(applyMove(tree, 2, moveTarget(tree, 2, 'down'))), '1<0@0 3<1@0 2<1@1 5<2@0 4<0@1');
});

test('a move and its opposite give the tree back', () => {
  for (const [a, b] of [['up', 'down'], ['indent', 'outdent']]) {
    for (const c of tree) {
      const t1 = moveTarget(tree, c.id, a);
      if (!t1) continue;
      const moved = applyMove(tree, c.id, t1);
      const back = applyMove(moved, c.id, moveTarget(moved, c.id, b));
      if (a === 'indent' && tree.some((x) => x.parent_id === c.parent_id && x.position > c.position)) continue; // outdent puts it right after its new parent, not back among later siblings
      assert.equal(shape(back), shape(tree), `${a} then ${b} of ${c.id}`);
    }
  }
});

test('drops: before, after, inside; never on itself or below itself', () => {
  assert.deepEqual(dropTarget(tree, 4, 2, 'before'), { parent_id: 1, position: 0 });
  assert.deepEqual(dropTarget(tree, 4, 2, 'after'), { parent_id: 1, position: 1 });
  assert.deepEqual(dropTarget(tree, 4, 2, 'inside'), { parent_id: 2, position: 1 });
  assert.deepEqual(dropTarget(tree, 3, 2, 'after'), { parent_id: 1, position: 1 });
  assert.deepEqual(dropTarget(tree, 2, 3, 'after'), { parent_id: 1, position: 1 });
  assert.equal(dropTarget(tree, 1, 5, 'inside'), null);
  assert.equal(dropTarget(tree, 2, 2, 'before'), null);
  assert.equal(shape(applyMove(tree, 1, dropTarget(tree, 1, 4, 'after'))), '4<0@0 1<0@1 2<1@0 5<2@0 3<1@1');
  assert.equal(dropZone(1, 40), 'before');
  assert.equal(dropZone(20, 40), 'inside');
  assert.equal(dropZone(39, 40), 'after');
});

test('random moves keep a tree: every node once, positions 0, 1, 2… among siblings', () => {
  let list = tree;
  let seed = 7;
  const rnd = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
  for (let i = 0; i < 500; i++) {
    const id = list[rnd(list.length)].id;
    const target = i % 2
      ? moveTarget(list, id, ['up', 'down', 'indent', 'outdent'][rnd(4)])
      : dropTarget(list, id, list[rnd(list.length)].id, ['before', 'after', 'inside'][rnd(3)]);
    if (target) list = applyMove(list, id, target);
  }
  assert.deepEqual(list.map((c) => c.id).sort(), [1, 2, 3, 4, 5]);
  for (const [, kids] of childrenOf(list)) {
    assert.deepEqual(kids.map((k) => list.find((c) => c.id === k).position), kids.map((_, i) => i));
  }
  for (const c of list) assert.ok(!isInside(list, c.parent_id, c.id), `${c.id} is inside itself`);
});

test('ancestors list the way down to a node', () => {
  assert.deepEqual(ancestors(tree, 5), [1, 2]);
  assert.deepEqual(ancestors(tree, 4), []);
});
