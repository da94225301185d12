// Touch gestures of requirements §9 ("tap tolerance 10, swipe tolerance 30, hold 400 ms, long tap 400 ms,
// drag and rollover frequency 100 ms") and its swipe-to-close rule ("10% of the size, or a swipe
// within 300 ms"), as pure decisions. The modal's swipe hook (use-swipe-to-close.ts) asks them.

/** A pointer that moves at most this far (px) between press and release is a tap, not a drag. */
export const TAP_TOLERANCE_PX = 10;
/** A movement only counts as a swipe once it is past this distance (px). */
export const SWIPE_TOLERANCE_PX = 30;
/** A press kept in place (within the tap tolerance) this long is a hold, not the start of a swipe. */
export const HOLD_MS = 400;
/** A tap released after this long is a long tap. */
export const LONG_TAP_MS = 400;
/** Drag (and rollover) positions are sampled at most once per this interval. */
export const DRAG_FREQUENCY_MS = 100;
/** §9: a swipe over this share of the modal's size closes it... */
export const SWIPE_CLOSE_SHARE = 0.1;
/** ...and so does a shorter one (still past the swipe tolerance) completed within this time. */
export const SWIPE_CLOSE_WITHIN_MS = 300;

export interface Press {
  /** Distance (px) between where the pointer went down and where it is now. */
  distance: number;
  /** Time (ms) since the pointer went down. */
  durationMs: number;
}

export function isTap({ distance, durationMs }: Press): boolean {
  return distance <= TAP_TOLERANCE_PX && durationMs < LONG_TAP_MS;
}

export function isLongTap({ distance, durationMs }: Press): boolean {
  return distance <= TAP_TOLERANCE_PX && durationMs >= LONG_TAP_MS;
}

/** Whether a press still kept in place has become a hold (a long press, or text being selected). */
export function isHold({ distance, durationMs }: Press): boolean {
  return distance <= TAP_TOLERANCE_PX && durationMs >= HOLD_MS;
}

export function isSwipe(distance: number): boolean {
  return distance > SWIPE_TOLERANCE_PX;
}

/**
 * §9: a finished swipe closes the modal when it covered 10% of the modal's size along its axis,
 * or when it was quick (within 300 ms); either way it must be past the swipe tolerance first.
 */
export function swipeClosesModal({ distance, size, durationMs }: Press & { size: number }): boolean {
  if (!isSwipe(distance)) return false;
  return distance >= size * SWIPE_CLOSE_SHARE || durationMs <= SWIPE_CLOSE_WITHIN_MS;
}

/** Whether a drag sample is due: the first one at once, then one per DRAG_FREQUENCY_MS. */
export function dragSampleDue(lastSampleAt: number | null, now: number): boolean {
  return lastSampleAt === null || now - lastSampleAt >= DRAG_FREQUENCY_MS;
}

export type SwipeDirection = 'left' | 'right';

/**
 * The horizontal swipe a movement makes, or null when it is mostly vertical (left to the page's
 * own scrolling: the modal's content keeps `touch-action: pan-y`).
 */
export function horizontalSwipe(
  dx: number,
  dy: number,
): { distance: number; direction: SwipeDirection } | null {
  if (Math.abs(dx) <= Math.abs(dy)) return null;
  return { distance: Math.abs(dx), direction: dx < 0 ? 'left' : 'right' };
}
