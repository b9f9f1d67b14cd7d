// starFills: what each of the five stars shows for a rating from 0 to 5 (halves allowed).
// Ratings are rounded to the nearest half (4.3 → 4.5, 4.2 → 4) and clamped to 0…5.
export function starFills(rate) {
  const r = roundedRate(rate);
  return [1, 2, 3, 4, 5].map((i) => (r >= i ? 'full' : r >= i - 0.5 ? 'half' : 'empty'));
}

export function roundedRate(rate) {
  return Math.round(Math.min(5, Math.max(0, Number(rate) || 0)) * 2) / 2;
}
