// Records the visual viewport (pinch zoom, on-screen keyboard) as a custom record, throttled to
// RECORD_THROTTLE_MS.visualViewport (requirements §9): the first change at once, the last one of a burst
// at the end of the window, so playback always ends on the real viewport.
import { RECORD_THROTTLE_MS } from '../monitoring-events';

export const VISUAL_VIEWPORT_RECORD_TAG = 'visual-viewport';

export type ViewportLike = Pick<
  VisualViewport,
  | 'scale'
  | 'width'
  | 'height'
  | 'offsetLeft'
  | 'offsetTop'
  | 'pageLeft'
  | 'pageTop'
  | 'addEventListener'
  | 'removeEventListener'
>;

export interface ViewportClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export function viewportPayload(viewport: ViewportLike) {
  const { scale, width, height, offsetLeft, offsetTop, pageLeft, pageTop } = viewport;
  return { scale, width, height, offsetLeft, offsetTop, pageLeft, pageTop };
}

/** Records the viewport now and on every change; returns the function that stops watching. */
export function watchVisualViewport(
  viewport: ViewportLike,
  addCustomEvent: (tag: string, payload: unknown) => void,
  clock: ViewportClock,
): () => void {
  const wait = RECORD_THROTTLE_MS.visualViewport;
  let lastRecorded = Number.NEGATIVE_INFINITY;
  let trailing: unknown = null;

  const recordNow = () => {
    trailing = null;
    lastRecorded = clock.now();
    addCustomEvent(VISUAL_VIEWPORT_RECORD_TAG, viewportPayload(viewport));
  };
  const onChange = () => {
    if (trailing !== null) return;
    const sinceLast = clock.now() - lastRecorded;
    if (sinceLast >= wait) recordNow();
    else trailing = clock.setTimeout(recordNow, wait - sinceLast);
  };

  recordNow();
  viewport.addEventListener('resize', onChange);
  viewport.addEventListener('scroll', onChange);
  return () => {
    viewport.removeEventListener('resize', onChange);
    viewport.removeEventListener('scroll', onChange);
    if (trailing !== null) clock.clearTimeout(trailing);
  };
}
