/** Spec §2/§9: the hero moves on by itself every 5 seconds; a swipe counts from 75 px. */
export const AUTO_ADVANCE_MS = 5000;
export const SWIPE_THRESHOLD_PX = 75;

/** Steps round the ring of slides in either direction. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * +1 (next), -1 (previous) or 0 for a horizontal drag of `deltaX` px. Slides are laid out in reading order, so in
 * English the next one waits on the right (drag leftwards) and in Arabic on the left (drag rightwards).
 */
export function swipeStep(deltaX: number, dir: "ltr" | "rtl", threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(deltaX) < threshold) return 0;
  const towardsStart = dir === "ltr" ? deltaX < 0 : deltaX > 0;
  return towardsStart ? 1 : -1;
}
