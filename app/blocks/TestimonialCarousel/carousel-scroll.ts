// Where the carousel's previous/next buttons scroll to. Several slides may be in view at once, so
// "next" at the end of the track wraps to the first slide and "previous" at the start wraps to the
// end: the buttons always do something (WAI-ARIA carousel pattern, no auto-rotation).

export interface ScrollState {
  /** Each slide's left edge, relative to the first slide's. */
  offsets: readonly number[];
  scrollLeft: number;
  /** scrollWidth - clientWidth of the track. */
  maxScroll: number;
}

/** Slack for sub-pixel scroll positions. */
const EPSILON = 2;

/** The slide to bring to the start of the track, and the scroll position that does it. */
export function scrollTarget(state: ScrollState, direction: 1 | -1): { index: number; left: number } {
  const { offsets, scrollLeft, maxScroll } = state;
  const last = offsets.length - 1;
  if (last < 0) return { index: 0, left: 0 };
  if (direction === 1) {
    const next = offsets.findIndex((offset) => offset > scrollLeft + EPSILON);
    if (next === -1 || scrollLeft >= maxScroll - EPSILON) return { index: 0, left: 0 };
    return { index: next, left: Math.min(offsets[next] ?? 0, maxScroll) };
  }
  if (scrollLeft <= EPSILON) return { index: last, left: maxScroll };
  let previous = 0;
  offsets.forEach((offset, index) => {
    if (offset < scrollLeft - EPSILON) previous = index;
  });
  return { index: previous, left: offsets[previous] ?? 0 };
}
