// Quantity rules (spec §5, §9): at least 1, the product page's counter at most 100; anything
// that is not a whole number becomes the minimum.
export const QTY_MIN = 1;
export const PRODUCT_QTY_MAX = 100;

export function clampQuantity(value, max = PRODUCT_QTY_MAX, min = QTY_MIN) {
  const n = Math.floor(Number(value));
  if (!Number.isFinite(n)) return min;
  return Math.min(max, Math.max(min, n));
}
