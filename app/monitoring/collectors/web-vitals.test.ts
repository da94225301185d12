import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectWebVitals, INP_DURATION_THRESHOLD_MS, interactionToNextPaint } from './web-vitals';

type Callback = (list: { getEntries: () => PerformanceEntry[] }) => void;

/** PerformanceObserver as Chromium offers it, fed by the test. */
function fakeObservers() {
  const observers = new Map<string, { callback: Callback; pending: PerformanceEntry[] }>();
  const options = new Map<string, object>();
  class FakeObserver {
    static supportedEntryTypes = [
      'largest-contentful-paint',
      'layout-shift',
      'navigation',
      'event',
      'first-input',
    ];
    private type = '';
    constructor(private readonly callback: Callback) {}
    observe({ type, ...rest }: { type: string }) {
      this.type = type;
      options.set(type, rest);
      observers.set(type, { callback: this.callback, pending: [] });
    }
    takeRecords() {
      const entry = observers.get(this.type);
      const pending = entry?.pending ?? [];
      if (entry) entry.pending = [];
      return pending;
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    options,
    emit(type: string, entries: object[]) {
      observers.get(type)?.callback({ getEntries: () => entries as PerformanceEntry[] });
    },
    queue(type: string, entries: object[]) {
      observers.get(type)?.pending.push(...(entries as PerformanceEntry[]));
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('web vitals', () => {
  it('reports TTFB at once and LCP and CLS once, when the page is hidden', () => {
    vi.stubGlobal('performance', {
      getEntriesByType: () => [{ responseStart: 180, activationStart: 30 }],
    });
    const feed = fakeObservers();
    const reported: [string, number][] = [];
    const vitals = collectWebVitals((name, value) => reported.push([name, value]));
    expect(reported).toEqual([['TTFB', 150]]);

    feed.emit('largest-contentful-paint', [{ startTime: 900 }, { startTime: 1_400 }]);
    feed.emit('layout-shift', [
      { startTime: 100, value: 0.1, hadRecentInput: false },
      { startTime: 600, value: 0.05, hadRecentInput: false },
      // After input: not counted.
      { startTime: 700, value: 0.5, hadRecentInput: true },
    ]);
    // More than 1 s later: a new session window, larger than the first (0.15).
    feed.queue('layout-shift', [
      { startTime: 3_000, value: 0.12, hadRecentInput: false },
      { startTime: 3_500, value: 0.08, hadRecentInput: false },
    ]);
    vitals.finalize();
    vitals.finalize();
    expect(reported).toEqual([
      ['TTFB', 150],
      ['LCP', 1_400],
      ['CLS', expect.closeTo(0.2, 5)],
    ]);
  });

  it('reports a CLS of 0 when nothing shifted, and nothing it cannot measure', () => {
    vi.stubGlobal('performance', { getEntriesByType: () => [] });
    fakeObservers();
    const reported: [string, number][] = [];
    collectWebVitals((name, value) => reported.push([name, value])).finalize();
    expect(reported).toEqual([['CLS', 0]]);
  });
});

describe('INP', () => {
  it('is the worst interaction while there are fewer than 50, then the 98th percentile', () => {
    expect(interactionToNextPaint([], 0)).toBeNull();
    expect(interactionToNextPaint([300, 200, 100], 3)).toBe(300);
    expect(interactionToNextPaint([300, 200, 100], 49)).toBe(300);
    // 50 to 99 interactions: the worst is an outlier, the second worst counts.
    expect(interactionToNextPaint([300, 200, 100], 50)).toBe(200);
    expect(interactionToNextPaint([300, 200, 100], 120)).toBe(100);
    // Never past the longest kept.
    expect(interactionToNextPaint([300, 200], 1_000)).toBe(200);
  });

  it('groups event entries by interaction, counts the first input, and reports once when hidden', () => {
    vi.stubGlobal('performance', { getEntriesByType: () => [] });
    const feed = fakeObservers();
    const reported: [string, number][] = [];
    const vitals = collectWebVitals((name, value) => reported.push([name, value]));
    expect(feed.options.get('event')).toMatchObject({ durationThreshold: INP_DURATION_THRESHOLD_MS });
    feed.emit('first-input', [{ entryType: 'first-input', interactionId: 1, duration: 24 }]);
    feed.emit('event', [
      // keydown and keyup of one interaction: the longer counts.
      { entryType: 'event', interactionId: 2, duration: 80 },
      { entryType: 'event', interactionId: 2, duration: 180 },
      { entryType: 'event', interactionId: 3, duration: 120 },
      // Not an interaction (a mouseover): no id.
      { entryType: 'event', interactionId: 0, duration: 900 },
    ]);
    vitals.finalize();
    vitals.finalize();
    expect(reported.filter(([name]) => name === 'INP')).toEqual([['INP', 180]]);
  });

  it('takes the 98th percentile from many interactions', () => {
    vi.stubGlobal('performance', { getEntriesByType: () => [] });
    const feed = fakeObservers();
    const reported: [string, number][] = [];
    const vitals = collectWebVitals((name, value) => reported.push([name, value]));
    // 60 interactions: one of 500 ms, the rest 40 to 99 ms. The 500 ms one is the outlier.
    const entries = Array.from({ length: 60 }, (_, index) => ({
      entryType: 'event',
      interactionId: index + 1,
      duration: index === 0 ? 500 : 40 + index,
    }));
    feed.emit('event', entries);
    vitals.finalize();
    expect(reported.filter(([name]) => name === 'INP')).toEqual([['INP', 99]]);
  });
});
