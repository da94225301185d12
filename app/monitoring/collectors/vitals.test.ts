// The web-vitals library's metrics as our vital events: the five metrics with the attribution kept
// (the performance entries it also carries are left out), figures cut to what the intake accepts,
// and nothing reported once collection has stopped.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  CLSMetricWithAttribution,
  FCPMetricWithAttribution,
  INPMetricWithAttribution,
  LCPMetricWithAttribution,
  MetricWithAttribution,
  TTFBMetricWithAttribution,
} from 'web-vitals/attribution';
import {
  MAX_CLS_SCORE,
  MAX_URL_LENGTH,
  MAX_VITAL_DURATION_MS,
  MAX_VITAL_TARGET_LENGTH,
} from '../monitoring-events';
import { collectVitals, vitalReport } from './vitals';

// What the library hands its callbacks, captured by the mock below.
const subscribed = vi.hoisted(() => new Map<string, (metric: unknown) => void>());
vi.mock('web-vitals/attribution', () => {
  const on = (name: string) => (callback: (metric: unknown) => void) => subscribed.set(name, callback);
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onFCP: on('FCP'), onTTFB: on('TTFB') };
});

/** An entry object of the kind the library attaches: it must never reach the event. */
const entry = { name: 'entry', entryType: 'navigation', startTime: 0, toJSON: () => ({}) };

function metric<M extends MetricWithAttribution>(fields: Partial<M> & Pick<M, 'name' | 'attribution'>): M {
  return {
    value: 0,
    rating: 'good',
    delta: 0,
    id: 'v6-1764000000000-1234567890123',
    entries: [entry],
    navigationType: 'navigate',
    navigationId: 1,
    ...fields,
  } as M;
}

const lcp = (attribution: Partial<LCPMetricWithAttribution['attribution']> = {}) =>
  metric<LCPMetricWithAttribution>({
    name: 'LCP',
    value: 1_812.40000000596,
    rating: 'good',
    attribution: {
      target: 'main>section.hero>img.hero-image',
      url: 'http://127.0.0.1:3000/media/hero.avif',
      timeToFirstByte: 212.3,
      resourceLoadDelay: 400.06,
      resourceLoadDuration: 900,
      elementRenderDelay: 300.04,
      navigationEntry: entry as unknown as PerformanceNavigationTiming,
      lcpEntry: entry as unknown as LargestContentfulPaint,
      ...attribution,
    },
  });

describe('a web-vitals metric as a vital event', () => {
  it('LCP: value, rating, metric id, navigation type and its four parts, without the entries', () => {
    expect(vitalReport(lcp())).toEqual({
      kind: 'vital',
      name: 'LCP',
      value: 1_812.4,
      rating: 'good',
      metricId: 'v6-1764000000000-1234567890123',
      navigationType: 'navigate',
      attribution: {
        target: 'main>section.hero>img.hero-image',
        url: 'http://127.0.0.1:3000/media/hero.avif',
        timeToFirstByte: 212.3,
        resourceLoadDelay: 400.1,
        resourceLoadDuration: 900,
        elementRenderDelay: 300,
      },
    });
    // A text element has no image: no url at all, not an empty one.
    expect(vitalReport(lcp({ url: undefined })).attribution).not.toHaveProperty('url');
  });

  it('INP: the interaction, its three parts and the load state', () => {
    const inp = metric<INPMetricWithAttribution>({
      name: 'INP',
      value: 48,
      rating: 'good',
      navigationType: 'back-forward-cache',
      attribution: {
        interactionTarget: 'button.header-menu-toggle',
        interactionTime: 5_100,
        interactionType: 'pointer',
        nextPaintTime: 5_148,
        processedEventEntries: [],
        inputDelay: 2.5,
        processingDuration: 20,
        presentationDelay: 25.5,
        loadState: 'complete',
        longAnimationFrameEntries: [],
      },
    });
    expect(vitalReport(inp)).toEqual({
      kind: 'vital',
      name: 'INP',
      value: 48,
      rating: 'good',
      metricId: 'v6-1764000000000-1234567890123',
      navigationType: 'back-forward-cache',
      attribution: {
        interactionTarget: 'button.header-menu-toggle',
        interactionType: 'pointer',
        inputDelay: 2.5,
        processingDuration: 20,
        presentationDelay: 25.5,
        loadState: 'complete',
      },
    });
  });

  it('CLS: a score, not milliseconds, with the largest shift; none at all when nothing shifted', () => {
    const cls = metric<CLSMetricWithAttribution>({
      name: 'CLS',
      value: 0.123456,
      rating: 'needs-improvement',
      attribution: {
        largestShiftTarget: 'div.banner',
        largestShiftTime: 900,
        largestShiftValue: 0.1,
        loadState: 'dom-content-loaded',
      },
    });
    expect(vitalReport(cls)).toMatchObject({
      name: 'CLS',
      value: 0.1235,
      rating: 'needs-improvement',
      attribution: {
        largestShiftTarget: 'div.banner',
        largestShiftValue: 0.1,
        loadState: 'dom-content-loaded',
      },
    });
    const still = metric<CLSMetricWithAttribution>({ name: 'CLS', value: 0, attribution: {} });
    expect(vitalReport(still)).toMatchObject({ name: 'CLS', value: 0, attribution: {} });
  });

  it('FCP and TTFB: their parts', () => {
    const fcp = metric<FCPMetricWithAttribution>({
      name: 'FCP',
      value: 950,
      rating: 'good',
      navigationType: 'reload',
      attribution: { timeToFirstByte: 210, firstByteToFCP: 740, loadState: 'dom-interactive' },
    });
    expect(vitalReport(fcp)).toMatchObject({
      name: 'FCP',
      value: 950,
      navigationType: 'reload',
      attribution: { timeToFirstByte: 210, firstByteToFCP: 740, loadState: 'dom-interactive' },
    });
    const ttfb = metric<TTFBMetricWithAttribution>({
      name: 'TTFB',
      value: 1_900,
      rating: 'poor',
      attribution: {
        waitingDuration: 5,
        cacheDuration: 1,
        dnsDuration: 20,
        connectionDuration: 74,
        requestDuration: 1_800,
        navigationEntry: entry as unknown as PerformanceNavigationTiming,
      },
    });
    expect(vitalReport(ttfb)).toEqual({
      kind: 'vital',
      name: 'TTFB',
      value: 1_900,
      rating: 'poor',
      metricId: 'v6-1764000000000-1234567890123',
      navigationType: 'navigate',
      attribution: {
        waitingDuration: 5,
        cacheDuration: 1,
        dnsDuration: 20,
        connectionDuration: 74,
        requestDuration: 1_800,
      },
    });
  });

  it('cuts every figure to what the intake accepts, so one odd value never costs the batch', () => {
    const odd = vitalReport(
      lcp({
        target: 's'.repeat(1_000),
        url: `http://127.0.0.1/${'u'.repeat(5_000)}`,
        timeToFirstByte: -0.2,
        resourceLoadDelay: Number.NaN,
        resourceLoadDuration: Number.POSITIVE_INFINITY,
        elementRenderDelay: 1e308,
      }),
    );
    expect(odd.attribution).toMatchObject({
      timeToFirstByte: 0,
      resourceLoadDelay: 0,
      resourceLoadDuration: MAX_VITAL_DURATION_MS,
      elementRenderDelay: MAX_VITAL_DURATION_MS,
    });
    expect(odd.name === 'LCP' && odd.attribution.target).toHaveLength(MAX_VITAL_TARGET_LENGTH);
    expect(odd.name === 'LCP' && odd.attribution.url).toHaveLength(MAX_URL_LENGTH);
    const huge = metric<CLSMetricWithAttribution>({ name: 'CLS', value: 1e9, attribution: {} });
    expect(vitalReport(huge).value).toBe(MAX_CLS_SCORE);
    // Names the library may add one day are left out rather than refused by the intake.
    const future = metric<FCPMetricWithAttribution>({
      name: 'FCP',
      value: 10,
      navigationType: 'teleport' as never,
      rating: 'great' as never,
      attribution: { timeToFirstByte: 1, firstByteToFCP: 9, loadState: 'parsing' as never },
    });
    expect(vitalReport(future)).not.toHaveProperty('navigationType');
    expect(vitalReport(future).attribution).not.toHaveProperty('loadState');
    expect(vitalReport(future).rating).toBe('poor');
  });
});

describe('collectVitals', () => {
  afterEach(() => subscribed.clear());

  it('subscribes to the five metrics and reports each until stopped', () => {
    vi.stubGlobal('window', { PerformanceObserver: class {} });
    const reported: string[] = [];
    const stop = collectVitals((vital) => reported.push(`${vital.name} ${vital.value}`));
    expect([...subscribed.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    subscribed.get('LCP')?.(lcp());
    stop();
    // The library cannot be unsubscribed: a later report (CLS on the next hide) is dropped here.
    subscribed.get('CLS')?.(metric<CLSMetricWithAttribution>({ name: 'CLS', value: 0.2, attribution: {} }));
    expect(reported).toEqual(['LCP 1812.4']);
  });

  it('measures nothing where the browser has no PerformanceObserver', () => {
    vi.stubGlobal('window', {});
    collectVitals(() => undefined)();
    expect(subscribed.size).toBe(0);
  });
});
