// The compare table's rows (spec §3 Compare response: group name, attribute name, product id →
// value), grouped for display, and the "show only differences" filter.

// sections groups rows under their group name, keeping the server's order.
export function sections(rows) {
  const out = [];
  for (const r of rows || []) {
    const last = out[out.length - 1];
    if (last && last.name === r.group_name) last.rows.push(r);
    else out.push({ name: r.group_name, rows: [r] });
  }
  return out;
}

// differs reports whether a row shows different values for the given products (a missing
// value counts as a value of its own).
export function differs(row, ids) {
  const values = new Set(ids.map((id) => row.values?.[id] ?? ''));
  return values.size > 1;
}

// visibleSections applies the switch: only rows that differ, and only groups left with rows.
export function visibleSections(rows, ids, onlyDifferences) {
  const all = sections(rows);
  if (!onlyDifferences) return all;
  return all.map((s) => ({ ...s, rows: s.rows.filter((r) => differs(r, ids)) })).filter((s) => s.rows.length);
}

// withoutProduct drops a product from the answer, as the server would answer without it.
export function withoutProduct(answer, id) {
  const products = answer.products.filter((p) => p.id !== id);
  const groups = answer.groups
    .map((r) => {
      const { [id]: _, ...values } = r.values;
      return { ...r, values };
    })
    .filter((r) => Object.keys(r.values).length);
  return { products, groups };
}
