// The compare list rule (spec §4, §9): at most 5 products; adding appends, toggling again removes.
export const MAX_COMPARE = 5;

export function toggleId(list, id, max = MAX_COMPARE) {
  if (list.includes(id)) return { list: list.filter((x) => x !== id), added: false, full: false };
  if (list.length >= max) return { list, added: false, full: true };
  return { list: [...list, id], added: true, full: false };
}
