// Page performance as web vitals: TTFB from navigation timing, LCP, CLS and INP from
// PerformanceObserver. LCP, CLS and INP keep changing while the page is used, so they are reported
// once, when the page is first hidden (as the web-vitals library does). CLS is the largest session
// window of shifts (shifts less than 1 s apart, a window at most 5 s long) not caused by recent
// input. INP is the worst interaction, or the 98th percentile once there are 50 or more.
import type { WebVitalName } from '../monitoring-events';

const SESSION_GAP_MS = 1_000;
const SESSION_MAX_MS = 5_000;
/** Event timing entries shorter than this are not delivered (40 ms, as the web-vitals library asks). */
export const INP_DURATION_THRESHOLD_MS = 40;
/** One interaction in 50 may be ignored as an outlier: INP is then the 98th percentile. */
const INTERACTIONS_PER_OUTLIER = 50;
/** Enough of the longest interactions to find the 98th percentile of up to 500 of them. */
const LONGEST_INTERACTIONS_KEPT = 10;

interface EventTimingEntry extends PerformanceEntry {
  interactionId?: number;
}

/**
 * INP from the longest interactions (longest first) and how many there were: the worst while
 * fewer than 50, then the (count / 50)-th worst, the 98th percentile.
 */
export function interactionToNextPaint(
  longestFirst: readonly number[],
  interactionCount: number,
): number | null {
  if (longestFirst.length === 0) return null;
  const index = Math.min(longestFirst.length - 1, Math.floor(interactionCount / INTERACTIONS_PER_OUTLIER));
  return longestFirst[index] ?? null;
}

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
  const observe = (
    type: string,
    handle: (entries: PerformanceEntryList) => void,
    options: { durationThreshold?: number } = {},
  ) => {
    const observer = new PerformanceObserver((list) => handle(list.getEntries()));
    observer.observe({ type, buffered: true, ...options } as PerformanceObserverInit);
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

  // Per interaction (its id), the longest of its events; only the longest few are kept.
  const interactions = new Map<number, number>();
  const seenInteractions = new Set<number>();
  const onEventTiming = (entries: PerformanceEntryList) => {
    for (const entry of entries as EventTimingEntry[]) {
      // 'first-input' without an id (older Chromium) is an interaction of its own.
      const id = entry.interactionId || (entry.entryType === 'first-input' ? -1 : 0);
      if (!id) continue;
      seenInteractions.add(id);
      interactions.set(id, Math.max(interactions.get(id) ?? 0, entry.duration));
      if (interactions.size > LONGEST_INTERACTIONS_KEPT) {
        const shortest = [...interactions].reduce((a, b) => (b[1] < a[1] ? b : a));
        interactions.delete(shortest[0]);
      }
    }
  };
  if (supported.includes('event')) {
    observe('event', onEventTiming, { durationThreshold: INP_DURATION_THRESHOLD_MS });
    // Interactions quicker than the threshold are not delivered; the first one still counts.
    if (supported.includes('first-input')) observe('first-input', onEventTiming);
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
      const longestFirst = [...interactions.values()].sort((a, b) => b - a);
      const inp = interactionToNextPaint(longestFirst, seenInteractions.size);
      if (inp !== null) report('INP', inp);
    },
    disconnect() {
      for (const { observer } of observers) observer.disconnect();
    },
  };
}
