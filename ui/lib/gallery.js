// Gallery navigation (spec §2 Fullscreen gallery): arrows and swipes wrap at both ends.
export const SWIPE_MIN_PX = 40;

// step moves from index i by dir (+1 next, -1 previous) in a list of n, wrapping around.
export function step(i, n, dir) {
  if (n <= 0) return 0;
  return (((i + dir) % n) + n) % n;
}

// swipeDirection reads a finished touch: a mostly horizontal move of at least SWIPE_MIN_PX;
// left (dx < 0) goes to the next picture, right to the previous; 0 when it was no swipe.
export function swipeDirection(dx, dy, min = SWIPE_MIN_PX) {
  if (Math.abs(dx) < min || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

// keyDirection maps the gallery's keys: → next, ← previous.
export function keyDirection(key) {
  return key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
}
