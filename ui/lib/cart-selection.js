// The cart page's selection (spec §4 Cart quantity): select-all picks every line or clears,
// each line toggles, and "remove selected" removes the selected lines, or all when none is
// selected. Lines that left the cart leave the selection.

export function toggleAll(selected, ids) {
  return ids.length > 0 && ids.every((id) => selected.includes(id)) ? [] : [...ids];
}

export function toggle(selected, id) {
  return selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id];
}

export function removalTargets(selected, ids) {
  const picked = ids.filter((id) => selected.includes(id));
  return picked.length ? picked : [...ids];
}

export function pruned(selected, ids) {
  const kept = selected.filter((id) => ids.includes(id));
  return kept.length === selected.length ? selected : kept;
}
