// Web Vitals (LCP, INP, CLS, FCP and TTFB) as the web-vitals library measures them, which is what
// Chrome's own reports and RUM vendors use: it leaves out what happened while the tab was hidden,
// starts again after a back/forward cache restore and counts from activation for a prerendered
// page. Each report keeps a compact attribution (what the library's attribution build says about
// the cause), cut to sizes and values the intake accepts, so one odd figure never costs a batch.
import {
  onCLS,
  onFCP,
  onINP,
  onLCP,
  onTTFB,
  type CLSMetricWithAttribution,
  type FCPMetricWithAttribution,
  type INPMetricWithAttribution,
  type LCPMetricWithAttribution,
  type MetricWithAttribution,
  type TTFBMetricWithAttribution,
} from 'web-vitals/attribution';
import {
  INTERACTION_TYPES,
  LOAD_STATES,
  MAX_CLS_SCORE,
  MAX_URL_LENGTH,
  MAX_VITAL_DURATION_MS,
  MAX_VITAL_METRIC_ID_LENGTH,
  MAX_VITAL_TARGET_LENGTH,
  VITAL_NAVIGATION_TYPES,
  VITAL_RATINGS,
  type ClsAttribution,
  type FcpAttribution,
  type InpAttribution,
  type LcpAttribution,
  type TtfbAttribution,
  type VitalEvent,
} from '../monitoring-events';

/** A vital event without the fields every event of the view shares. */
export type VitalReport = VitalEvent extends infer Event
  ? Event extends VitalEvent
    ? Omit<Event, 'id' | 'at' | 'url' | 'viewId'>
    : never
  : never;

/**
 * Starts the library's five measurements; returns what stops reporting. The library has no way
 * to remove its observers, so after the stop they may still measure, but nothing reaches `report`.
 */
export function collectVitals(report: (vital: VitalReport) => void): () => void {
  // A browser without PerformanceObserver measures none of them (nor does a test's fake window).
  if (typeof window.PerformanceObserver !== 'function') return () => {};
  let stopped = false;
  const forward = (metric: MetricWithAttribution) => {
    if (!stopped) report(vitalReport(metric));
  };
  onLCP(forward);
  onINP(forward);
  onCLS(forward);
  onFCP(forward);
  onTTFB(forward);
  return () => {
    stopped = true;
  };
}

/** The event fields of one metric the library reported. */
export function vitalReport(metric: MetricWithAttribution): VitalReport {
  switch (metric.name) {
    case 'LCP':
      return { ...common(metric, duration), name: 'LCP', attribution: lcpAttribution(metric) };
    case 'INP':
      return { ...common(metric, duration), name: 'INP', attribution: inpAttribution(metric) };
    case 'CLS':
      return { ...common(metric, score), name: 'CLS', attribution: clsAttribution(metric) };
    case 'FCP':
      return { ...common(metric, duration), name: 'FCP', attribution: fcpAttribution(metric) };
    case 'TTFB':
      return { ...common(metric, duration), name: 'TTFB', attribution: ttfbAttribution(metric) };
  }
}

function common(metric: MetricWithAttribution, value: (raw: number) => number) {
  const navigationType = oneOf(VITAL_NAVIGATION_TYPES, metric.navigationType);
  return {
    kind: 'vital' as const,
    value: value(metric.value),
    // The library always gives one of the three; a value it never gives must not cost the batch.
    rating: oneOf(VITAL_RATINGS, metric.rating) ?? 'poor',
    metricId: metric.id.slice(0, MAX_VITAL_METRIC_ID_LENGTH),
    ...(navigationType ? { navigationType } : {}),
  };
}

function lcpAttribution({ attribution }: LCPMetricWithAttribution): LcpAttribution {
  return {
    ...text('target', attribution.target, MAX_VITAL_TARGET_LENGTH),
    ...text('url', attribution.url, MAX_URL_LENGTH),
    timeToFirstByte: duration(attribution.timeToFirstByte),
    resourceLoadDelay: duration(attribution.resourceLoadDelay),
    resourceLoadDuration: duration(attribution.resourceLoadDuration),
    elementRenderDelay: duration(attribution.elementRenderDelay),
  };
}

function inpAttribution({ attribution }: INPMetricWithAttribution): InpAttribution {
  const interactionType = oneOf(INTERACTION_TYPES, attribution.interactionType);
  const loadState = oneOf(LOAD_STATES, attribution.loadState);
  return {
    ...text('interactionTarget', attribution.interactionTarget, MAX_VITAL_TARGET_LENGTH),
    ...(interactionType ? { interactionType } : {}),
    inputDelay: duration(attribution.inputDelay),
    processingDuration: duration(attribution.processingDuration),
    presentationDelay: duration(attribution.presentationDelay),
    ...(loadState ? { loadState } : {}),
  };
}

function clsAttribution({ attribution }: CLSMetricWithAttribution): ClsAttribution {
  const loadState = oneOf(LOAD_STATES, attribution.loadState);
  return {
    ...text('largestShiftTarget', attribution.largestShiftTarget, MAX_VITAL_TARGET_LENGTH),
    ...(attribution.largestShiftValue === undefined
      ? {}
      : { largestShiftValue: score(attribution.largestShiftValue) }),
    ...(loadState ? { loadState } : {}),
  };
}

function fcpAttribution({ attribution }: FCPMetricWithAttribution): FcpAttribution {
  const loadState = oneOf(LOAD_STATES, attribution.loadState);
  return {
    timeToFirstByte: duration(attribution.timeToFirstByte),
    firstByteToFCP: duration(attribution.firstByteToFCP),
    ...(loadState ? { loadState } : {}),
  };
}

function ttfbAttribution({ attribution }: TTFBMetricWithAttribution): TtfbAttribution {
  return {
    waitingDuration: duration(attribution.waitingDuration),
    cacheDuration: duration(attribution.cacheDuration),
    dnsDuration: duration(attribution.dnsDuration),
    connectionDuration: duration(attribution.connectionDuration),
    requestDuration: duration(attribution.requestDuration),
  };
}

/** Milliseconds to a tenth, within what the intake takes (timer rounding can dip below 0). */
function duration(ms: number): number {
  return clamp(Math.round(ms * 10) / 10, MAX_VITAL_DURATION_MS);
}

/** A layout shift score to four decimals, within what the intake takes. */
function score(value: number): number {
  return clamp(Math.round(value * 10_000) / 10_000, MAX_CLS_SCORE);
}

function clamp(value: number, max: number): number {
  return Number.isNaN(value) ? 0 : Math.min(Math.max(value, 0), max);
}

function text<Key extends string>(key: Key, value: string | undefined, max: number) {
  return (typeof value === 'string' ? { [key]: value.slice(0, max) } : {}) as Partial<Record<Key, string>>;
}

function oneOf<const Value extends string>(allowed: readonly Value[], value: unknown): Value | undefined {
  return allowed.includes(value as Value) ? (value as Value) : undefined;
}
