import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectWebVitals } from './web-vitals';

type Callback = (list: { getEntries: () => PerformanceEntry[] }) => void;

/** PerformanceObserver as Chromium offers it, fed by the test. */
function fakeObservers() {
  const observers = new Map<string, { callback: Callback; pending: PerformanceEntry[] }>();
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint', 'layout-shift', 'navigation'];
    private type = '';
    constructor(private readonly callback: Callback) {}
    observe({ type }: { type: string }) {
      this.type = type;
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
