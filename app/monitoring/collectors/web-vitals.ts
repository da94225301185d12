// Page performance as web vitals: TTFB from navigation timing, LCP and CLS from PerformanceObserver.
// LCP and CLS keep changing while the page is used, so they are reported once, when the page is
// first hidden (as the web-vitals library does). CLS is the largest session window of shifts
// (shifts less than 1 s apart, a window at most 5 s long) not caused by recent input.
import type { WebVitalName } from '../monitoring-events';

const SESSION_GAP_MS = 1_000;
const SESSION_MAX_MS = 5_000;

interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

export interface VitalsCollector {
  /** Reports LCP and CLS (once); called when the page is hidden. */
  finalize(): void;
  disconnect(): void;
}

export function collectWebVitals(report: (name: WebVitalName, value: number) => void): VitalsCollector {
  const observers: { observer: PerformanceObserver; handle: (entries: PerformanceEntryList) => void }[] = [];
  const observe = (type: string, handle: (entries: PerformanceEntryList) => void) => {
    const observer = new PerformanceObserver((list) => handle(list.getEntries()));
    observer.observe({ type, buffered: true });
    observers.push({ observer, handle });
  };
  const supported = typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes : [];

  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (navigation && navigation.responseStart > 0) {
    const activationStart = (navigation as { activationStart?: number }).activationStart ?? 0;
    report('TTFB', Math.max(0, navigation.responseStart - activationStart));
  }

  let lcp: number | null = null;
  if (supported.includes('largest-contentful-paint')) {
    observe('largest-contentful-paint', (entries) => {
      const last = entries.at(-1);
      if (last) lcp = last.startTime;
    });
  }

  let cls: number | null = null;
  let windowValue = 0;
  let windowStart = 0;
  let lastShift = 0;
  if (supported.includes('layout-shift')) {
    cls = 0;
    observe('layout-shift', (entries) => {
      for (const entry of entries as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        const continues =
          windowValue > 0 &&
          entry.startTime - lastShift < SESSION_GAP_MS &&
          entry.startTime - windowStart < SESSION_MAX_MS;
        if (continues) windowValue += entry.value;
        else {
          windowValue = entry.value;
          windowStart = entry.startTime;
        }
        lastShift = entry.startTime;
        cls = Math.max(cls ?? 0, windowValue);
      }
    });
  }

  let finalized = false;
  return {
    finalize() {
      if (finalized) return;
      finalized = true;
      // Entries the observers have not delivered yet still count.
      for (const { observer, handle } of observers) handle(observer.takeRecords());
      if (lcp !== null) report('LCP', lcp);
      if (cls !== null) report('CLS', cls);
    },
    disconnect() {
      for (const { observer } of observers) observer.disconnect();
    },
  };
}
