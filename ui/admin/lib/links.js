// A product's related and linked lists as the product links editor keeps them before saving
// (PUT /api/admin/products/:id/links takes the ids in order): each list holds a product once,
// never the product itself, at most 50.
export const maxLinks = 50;

// addLink is lists with product added at the end of kind's list; the same lists when it
// cannot be added (why: 'self', 'duplicate' or 'full').
export function addLink(lists, kind, product, selfId) {
  const list = lists[kind] || [];
  if (product.id === selfId) return { lists, refused: 'self' };
  if (list.some((p) => p.id === product.id)) return { lists, refused: 'duplicate' };
  if (list.length >= maxLinks) return { lists, refused: 'full' };
  return { lists: { ...lists, [kind]: [...list, { id: product.id, title: product.title, code: product.code }] } };
}

// removeLink is lists without id in kind's list.
export function removeLink(lists, kind, id) {
  return { ...lists, [kind]: (lists[kind] || []).filter((p) => p.id !== id) };
}

// moveLink moves id one place up (-1) or down (+1) in kind's list.
export function moveLink(lists, kind, id, by) {
  const list = [...(lists[kind] || [])];
  const i = list.findIndex((p) => p.id === id);
  const j = i + by;
  if (i < 0 || j < 0 || j >= list.length) return lists;
  [list[i], list[j]] = [list[j], list[i]];
  return { ...lists, [kind]: list };
}

// linksBody is the PUT body of lists.
export function linksBody(lists) {
  return { related: (lists.related || []).map((p) => p.id), linked: (lists.linked || []).map((p) => p.id) };
}
