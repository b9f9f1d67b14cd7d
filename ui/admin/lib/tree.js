// The category tree's logic for the back office: the server's flat list (depth first, each
// node with parent_id and its place among its siblings) turned into rows to draw, and every
// move (by keyboard buttons or by drag) turned into the one call the server takes:
// POST /categories/:id/move {parent_id, position}, where position counts the new siblings
// without the moved node. applyMove does the same to the list, so the page can show a move
// at once and a test can check that both agree.

// childrenOf maps a parent id (0: the top) to its children's ids in order.
export function childrenOf(list) {
  const out = new Map([[0, []]]);
  for (const c of [...list].sort((a, b) => a.position - b.position || a.id - b.id)) {
    if (!out.has(c.parent_id)) out.set(c.parent_id, []);
    out.get(c.parent_id).push(c.id);
  }
  return out;
}

const byId = (list) => new Map(list.map((c) => [c.id, c]));

// rows are the nodes to draw, depth first, skipping the children of collapsed nodes
// (expanded: a Set of ids); each row has its depth and whether it has children.
export function rows(list, expanded) {
  const kids = childrenOf(list);
  const nodes = byId(list);
  const out = [];
  const walk = (parent, depth) => {
    for (const id of kids.get(parent) || []) {
      const hasChildren = (kids.get(id) || []).length > 0;
      out.push({ node: nodes.get(id), depth, hasChildren, expanded: expanded.has(id) });
      if (hasChildren && expanded.has(id)) walk(id, depth + 1);
    }
  };
  walk(0, 0);
  return out;
}

// isInside reports whether id is ancestor itself or below it.
export function isInside(list, id, ancestor) {
  const nodes = byId(list);
  for (let c = nodes.get(id); c; c = nodes.get(c.parent_id)) {
    if (c.id === ancestor) return true;
  }
  return false;
}

// ancestors of id, nearest last (to expand the way to a node).
export function ancestors(list, id) {
  const nodes = byId(list);
  const out = [];
  for (let c = nodes.get(nodes.get(id)?.parent_id); c; c = nodes.get(c.parent_id)) out.unshift(c.id);
  return out;
}

// moveTarget is where a keyboard action takes node id: 'up' and 'down' swap it with a
// sibling, 'indent' makes it the last child of the sibling above, 'outdent' puts it after its
// parent. null when the action cannot apply (the first sibling cannot go up or be indented,
// a top-level node cannot be outdented).
export function moveTarget(list, id, action) {
  const node = byId(list).get(id);
  if (!node) return null;
  const kids = childrenOf(list);
  const siblings = kids.get(node.parent_id) || [];
  const i = siblings.indexOf(id);
  switch (action) {
    case 'up':
      return i > 0 ? { parent_id: node.parent_id, position: i - 1 } : null;
    case 'down':
      return i < siblings.length - 1 ? { parent_id: node.parent_id, position: i + 1 } : null;
    case 'indent': {
      if (i <= 0) return null;
      const above = siblings[i - 1];
      return { parent_id: above, position: (kids.get(above) || []).length };
    }
    case 'outdent': {
      if (node.parent_id === 0) return null;
      const parent = byId(list).get(node.parent_id);
      const uncles = kids.get(parent.parent_id) || [];
      return { parent_id: parent.parent_id, position: uncles.indexOf(parent.id) + 1 };
    }
    default:
      return null;
  }
}

// dropTarget is where dropping node id on target puts it: 'before' or 'after' the target
// among its siblings, or 'inside' it as its last child. null for a drop on itself or below
// itself (a category cannot hold itself).
export function dropTarget(list, id, targetId, where) {
  if (isInside(list, targetId, id)) return null;
  const target = byId(list).get(targetId);
  if (!target) return null;
  const kids = childrenOf(list);
  if (where === 'inside') {
    return { parent_id: targetId, position: (kids.get(targetId) || []).filter((k) => k !== id).length };
  }
  const siblings = (kids.get(target.parent_id) || []).filter((k) => k !== id);
  const i = siblings.indexOf(targetId);
  return { parent_id: target.parent_id, position: where === 'after' ? i + 1 : i };
}

// dropZone is which part of a row a pointer at offsetY of height is over: its top quarter
// drops before it, its bottom quarter after it, the middle inside it.
export function dropZone(offsetY, height) {
  if (offsetY < height / 4) return 'before';
  if (offsetY > (height * 3) / 4) return 'after';
  return 'inside';
}

// applyMove is the list after the server's move of id to {parent_id, position}: siblings
// renumbered 0, 1, 2… on both sides, the list depth first again.
export function applyMove(list, id, { parent_id, position }) {
  const kids = childrenOf(list);
  const node = byId(list).get(id);
  const from = (kids.get(node.parent_id) || []).filter((k) => k !== id);
  kids.set(node.parent_id, from);
  const to = (kids.get(parent_id) || []).filter((k) => k !== id);
  to.splice(Math.min(position, to.length), 0, id);
  kids.set(parent_id, to);
  const nodes = byId(list);
  const out = [];
  const walk = (parent) => {
    (kids.get(parent) || []).forEach((k, i) => {
      out.push({ ...nodes.get(k), parent_id: parent, position: i });
      walk(k);
    });
  };
  walk(0);
  return out;
}

// depthFirst is the list as the server orders it (each node after its parent, siblings by
// position), for comparing a list with the server's.
export function depthFirst(list) {
  const kids = childrenOf(list);
  const nodes = byId(list);
  const out = [];
  const walk = (parent) => (kids.get(parent) || []).forEach((k) => { out.push(nodes.get(k)); walk(k); });
  walk(0);
  return out;
}
