// Swipe to close (§4 "Modals", §9 thresholds) on a modal's content, with pointer events. Only touch
// and pen pointers swipe (a mouse drag selects text), and only sideways: the content keeps
// `touch-action: pan-y`, so vertical movement stays the content's own scrolling. The offset that
// follows the finger is sampled once per DRAG_FREQUENCY_MS and eased by a CSS transition of the
// same length.
import { useRef, useState, type PointerEvent } from 'react';
import {
  dragSampleDue,
  horizontalSwipe,
  isHold,
  swipeClosesModal,
  TAP_TOLERANCE_PX,
  type SwipeDirection,
} from './gestures';

interface Track {
  pointerId: number;
  x: number;
  y: number;
  startedAt: number;
  moved: boolean;
  lastSampleAt: number | null;
}

/** Presses on these keep their own gestures (typing, selecting, sliders, players). */
const OWN_GESTURES = 'input, textarea, select, [contenteditable], iframe, video, audio';

export function useSwipeToClose(onSwipe: (direction: SwipeDirection) => void, enabled: boolean) {
  const track = useRef<Track | null>(null);
  const [offset, setOffset] = useState(0);

  const reset = () => {
    track.current = null;
    setOffset(0);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!enabled || event.pointerType === 'mouse' || !event.isPrimary) return;
    if (event.target instanceof Element && event.target.closest(OWN_GESTURES)) return;
    track.current = {
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      startedAt: event.timeStamp,
      moved: false,
      lastSampleAt: null,
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = track.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.moved) {
      if (Math.hypot(dx, dy) <= TAP_TOLERANCE_PX) return;
      // It stayed within the tap tolerance until now: held that long, it is a hold, not a swipe.
      if (isHold({ distance: TAP_TOLERANCE_PX, durationMs: event.timeStamp - current.startedAt })) {
        reset();
        return;
      }
      current.moved = true;
    }
    if (!dragSampleDue(current.lastSampleAt, event.timeStamp)) return;
    current.lastSampleAt = event.timeStamp;
    setOffset(horizontalSwipe(dx, dy) ? dx : 0);
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const current = track.current;
    if (!current || current.pointerId !== event.pointerId) return;
    track.current = null;
    const dx = event.clientX - current.x;
    const swipe = horizontalSwipe(dx, event.clientY - current.y);
    const closes =
      current.moved &&
      swipe !== null &&
      swipeClosesModal({
        distance: swipe.distance,
        size: event.currentTarget.getBoundingClientRect().width,
        durationMs: event.timeStamp - current.startedAt,
      });
    if (closes) {
      setOffset(dx);
      onSwipe(swipe.direction);
    } else {
      setOffset(0);
    }
  };

  return {
    offset,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: reset },
  };
}
