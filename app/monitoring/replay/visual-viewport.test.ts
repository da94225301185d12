import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORD_THROTTLE_MS } from '../monitoring-events';
import { VISUAL_VIEWPORT_RECORD_TAG, watchVisualViewport, type ViewportLike } from './visual-viewport';

class FakeViewport extends EventTarget {
  scale = 1;
  width = 390;
  height = 844;
  offsetLeft = 0;
  offsetTop = 0;
  pageLeft = 0;
  pageTop = 0;
}

const clock = {
  now: () => Date.now(),
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

beforeEach(() => vi.useFakeTimers({ now: 5_000_000 }));
afterEach(() => vi.useRealTimers());

describe('visual viewport recording', () => {
  it(`records at most once per ${RECORD_THROTTLE_MS.visualViewport} ms, ending on the last state`, () => {
    const viewport = new FakeViewport();
    const recorded: Array<{ at: number; tag: string; scale: number }> = [];
    const start = Date.now();
    const stop = watchVisualViewport(
      viewport as unknown as ViewportLike,
      (tag, payload) =>
        recorded.push({ at: Date.now() - start, tag, scale: (payload as { scale: number }).scale }),
      clock,
    );
    expect(recorded).toEqual([{ at: 0, tag: VISUAL_VIEWPORT_RECORD_TAG, scale: 1 }]);
    for (const [at, scale] of [
      [50, 1.5],
      [120, 2],
      [180, 2.5],
    ] as const) {
      vi.advanceTimersByTime(at - (Date.now() - start));
      viewport.scale = scale;
      viewport.dispatchEvent(new Event(at === 120 ? 'scroll' : 'resize'));
    }
    expect(recorded).toHaveLength(1);
    vi.advanceTimersByTime(RECORD_THROTTLE_MS.visualViewport - 180 - 1);
    expect(recorded).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(recorded[1]).toEqual({
      at: RECORD_THROTTLE_MS.visualViewport,
      tag: VISUAL_VIEWPORT_RECORD_TAG,
      scale: 2.5,
    });
    vi.advanceTimersByTime(RECORD_THROTTLE_MS.visualViewport);
    viewport.scale = 3;
    viewport.dispatchEvent(new Event('resize'));
    expect(recorded.at(-1)).toMatchObject({ at: RECORD_THROTTLE_MS.visualViewport * 2, scale: 3 });
    stop();
    viewport.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(RECORD_THROTTLE_MS.visualViewport * 2);
    expect(recorded).toHaveLength(3);
  });

  it('records the full viewport geometry', () => {
    const viewport = Object.assign(new FakeViewport(), { offsetTop: 12, pageTop: 300, width: 320 });
    const addCustomEvent = vi.fn();
    watchVisualViewport(viewport as unknown as ViewportLike, addCustomEvent, clock);
    expect(addCustomEvent).toHaveBeenCalledWith(VISUAL_VIEWPORT_RECORD_TAG, {
      scale: 1,
      width: 320,
      height: 844,
      offsetLeft: 0,
      offsetTop: 12,
      pageLeft: 0,
      pageTop: 300,
    });
  });
});
