// A product's property values as the Properties tab keeps them before saving. The server's
// answer (GET /api/admin/products/:id/properties) lists groups → properties → options with
// the product's choice as `selected` (0 for none); the tab keeps property id → option id as
// select values (strings, '' for none) and PUT takes {values: {"<property id>": option id}}.

// selectionOf is the answer's choices as select values, every property present.
export function selectionOf(answer) {
  const out = {};
  for (const g of answer?.groups || []) {
    for (const p of g.properties || []) out[p.id] = p.selected ? String(p.selected) : '';
  }
  return out;
}

// propertiesBody is the PUT body for a selection: every property, 0 where none is chosen, so
// a value the member cleared is removed.
export function propertiesBody(selection) {
  const values = {};
  for (const [prop, opt] of Object.entries(selection)) values[prop] = opt ? Number(opt) : 0;
  return { values };
}

// sameSelection tells whether two selections choose the same values.
export function sameSelection(a, b) {
  const keys = new Set([...Object.keys(a || {}), ...Object.keys(b || {})]);
  for (const k of keys) if ((a?.[k] || '') !== (b?.[k] || '')) return false;
  return true;
}

// propertyCount is how many properties the answer offers (none: the tab says where to add them).
export function propertyCount(answer) {
  return (answer?.groups || []).reduce((n, g) => n + (g.properties || []).length, 0);
}
