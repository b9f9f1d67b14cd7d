// Page links for a pager (spec §9): the first and last page, the current page with one
// neighbour on each side, and an ellipsis for each gap — unless the gap is a single page,
// which is shown instead (an ellipsis standing for one page saves nothing).
export const GAP = '…';

export function pages(current, last) {
  if (!(last >= 1)) return [];
  const c = Math.min(Math.max(1, current | 0), last);
  const shown = [...new Set([1, c - 1, c, c + 1, last])].filter((n) => n >= 1 && n <= last).sort((a, b) => a - b);
  const out = [];
  for (const n of shown) {
    const prev = out.length ? shown[shown.indexOf(n) - 1] : 0;
    if (prev && n - prev === 2) out.push(prev + 1);
    else if (prev && n - prev > 2) out.push(GAP);
    out.push(n);
  }
  return out;
}
