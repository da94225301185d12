import { describe, expect, it } from 'vitest';
import {
  DRAG_FREQUENCY_MS,
  dragSampleDue,
  HOLD_MS,
  horizontalSwipe,
  isHold,
  isLongTap,
  isSwipe,
  isTap,
  LONG_TAP_MS,
  SWIPE_TOLERANCE_PX,
  swipeClosesModal,
  TAP_TOLERANCE_PX,
} from './gestures';

describe('touch gesture constants (§9)', () => {
  it('keeps the required values under names that say what they are', () => {
    expect(TAP_TOLERANCE_PX).toBe(10);
    expect(SWIPE_TOLERANCE_PX).toBe(30);
    expect(HOLD_MS).toBe(400);
    expect(LONG_TAP_MS).toBe(400);
    expect(DRAG_FREQUENCY_MS).toBe(100);
  });
});

describe('swipeClosesModal (§9: 10% of the size, or within 300 ms)', () => {
  const size = 600; // 10% is 60 px

  it('closes on a slow swipe over 10% of the size', () => {
    expect(swipeClosesModal({ distance: 60, size, durationMs: 2_000 })).toBe(true);
    expect(swipeClosesModal({ distance: 59, size, durationMs: 2_000 })).toBe(false);
  });

  it('closes on a quick swipe shorter than 10%, once past the swipe tolerance', () => {
    expect(swipeClosesModal({ distance: 40, size, durationMs: 300 })).toBe(true);
    expect(swipeClosesModal({ distance: 40, size, durationMs: 301 })).toBe(false);
  });

  it('never closes on a movement within the swipe tolerance, however quick or small the modal', () => {
    expect(swipeClosesModal({ distance: SWIPE_TOLERANCE_PX, size, durationMs: 50 })).toBe(false);
    expect(swipeClosesModal({ distance: 25, size: 100, durationMs: 1_000 })).toBe(false);
    expect(swipeClosesModal({ distance: 31, size: 100, durationMs: 1_000 })).toBe(true);
  });
});

describe('taps, long taps and holds', () => {
  it('tells a tap from a long tap by the 400 ms limit, within the 10 px tolerance', () => {
    expect(isTap({ distance: 10, durationMs: 399 })).toBe(true);
    expect(isTap({ distance: 11, durationMs: 100 })).toBe(false);
    expect(isLongTap({ distance: 4, durationMs: 400 })).toBe(true);
    expect(isLongTap({ distance: 4, durationMs: 399 })).toBe(false);
  });

  it('calls a press kept in place for 400 ms a hold', () => {
    expect(isHold({ distance: 0, durationMs: HOLD_MS })).toBe(true);
    expect(isHold({ distance: 12, durationMs: 1_000 })).toBe(false);
    expect(isHold({ distance: 0, durationMs: HOLD_MS - 1 })).toBe(false);
  });

  it('counts a swipe only past the swipe tolerance', () => {
    expect(isSwipe(30)).toBe(false);
    expect(isSwipe(31)).toBe(true);
  });
});

describe('drag sampling and direction', () => {
  it('samples a drag at most once per 100 ms', () => {
    expect(dragSampleDue(null, 5)).toBe(true);
    expect(dragSampleDue(1_000, 1_099)).toBe(false);
    expect(dragSampleDue(1_000, 1_100)).toBe(true);
  });

  it('reads only mostly horizontal movements as swipes', () => {
    expect(horizontalSwipe(-80, 10)).toEqual({ distance: 80, direction: 'left' });
    expect(horizontalSwipe(45, -20)).toEqual({ distance: 45, direction: 'right' });
    expect(horizontalSwipe(20, 90)).toBeNull();
  });
});
