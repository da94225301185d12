import { describe, expect, it } from 'vitest';
import { evaluateTargets, verdictLabel } from './targets';
import type { FirstLoadFigure, LighthouseFigure, LoadFigure } from './types';

const load = (overrides: Partial<LoadFigure>): LoadFigure => ({
  setup: 'cached',
  kind: 'home',
  path: '/',
  requestsPerSecond: 3_500,
  p50Ms: 10,
  p99Ms: 30,
  non2xx: 0,
  errors: 0,
  ...overrides,
});

const lighthouse = (overrides: Partial<LighthouseFigure>): LighthouseFigure => ({
  kind: 'home',
  path: '/',
  performance: 0.99,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcpMs: 1200,
  tbtMs: 0,
  cls: 0,
  lcpElement: null,
  lcpBreakdownMs: {},
  lcpLimits: [],
  ...overrides,
});

const firstLoad = (jsGzipBytes: number): FirstLoadFigure => ({
  kind: 'blog-post',
  path: '/blog/x',
  htmlGzipBytes: 9_000,
  jsGzipBytes,
  cssGzipBytes: 15_000,
  measuredInBrowser: true,
  scripts: [],
});

const empty = { load: [], firstLoad: [], lighthouse: [], memory: [] };
/** The verdicts other than 'uncached home', which is always listed (unmeasured without load). */
const without = (verdicts: ReturnType<typeof evaluateTargets>) =>
  verdicts.filter((verdict) => verdict.name !== 'uncached home');
const metOf = (name: string, verdicts: ReturnType<typeof evaluateTargets>) =>
  verdicts.find((verdict) => verdict.name === name)?.met;

describe('evaluateTargets', () => {
  it('needs both throughput and p99 for a cached page', () => {
    expect(metOf('cached home', evaluateTargets({ ...empty, load: [load({})] }))).toBe(true);
    expect(metOf('cached home', evaluateTargets({ ...empty, load: [load({ p99Ms: 50 })] }))).toBe(false);
    expect(
      metOf('cached home', evaluateTargets({ ...empty, load: [load({ requestsPerSecond: 2_999 })] })),
    ).toBe(false);
  });

  it('fails a fast run that answered errors', () => {
    expect(metOf('cached home', evaluateTargets({ ...empty, load: [load({ non2xx: 3 })] }))).toBe(false);
    expect(metOf('cached home', evaluateTargets({ ...empty, load: [load({ errors: 1 })] }))).toBe(false);
  });

  it('judges the uncached home page on throughput, and reports it unmeasured when absent', () => {
    const uncached = load({ setup: 'uncached', requestsPerSecond: 500, p99Ms: 400 });
    expect(metOf('uncached home', evaluateTargets({ ...empty, load: [uncached] }))).toBe(true);
    const missing = evaluateTargets(empty).find((verdict) => verdict.name === 'uncached home');
    expect(missing).toMatchObject({ met: null, actual: 'not measured' });
  });

  it('allows at most 120 KB (of 1,000 bytes) of gzipped first-load JavaScript', () => {
    expect(
      metOf('first-load JS blog-post', evaluateTargets({ ...empty, firstLoad: [firstLoad(120_000)] })),
    ).toBe(true);
    expect(
      metOf('first-load JS blog-post', evaluateTargets({ ...empty, firstLoad: [firstLoad(120_001)] })),
    ).toBe(false);
  });

  it('wants Lighthouse performance >= 0.98, the other categories at 1 and no layout shift', () => {
    const good = without(evaluateTargets({ ...empty, lighthouse: [lighthouse({})] }));
    expect(good.every((verdict) => verdict.met === true)).toBe(true);
    const bad = evaluateTargets({
      ...empty,
      lighthouse: [lighthouse({ performance: 0.97, seo: 0.92, cls: 0.001 })],
    });
    expect(metOf('Lighthouse performance home', bad)).toBe(false);
    expect(metOf('Lighthouse a11y/best-practices/SEO home', bad)).toBe(false);
    expect(metOf('CLS home', bad)).toBe(false);
  });

  it('reports a failed Lighthouse run as not measured rather than met', () => {
    const failed = without(
      evaluateTargets({
        ...empty,
        lighthouse: [lighthouse({ performance: null, accessibility: null, cls: null })],
      }),
    );
    expect(failed.map((verdict) => verdict.met)).toEqual([null, null, null]);
  });

  it('keeps the site under 300 MB of RSS', () => {
    const verdicts = without(
      evaluateTargets({
        ...empty,
        memory: [
          { setup: 'cached', rssMb: 299, peakRssMb: 310 },
          { setup: 'uncached', rssMb: 300, peakRssMb: 300 },
        ],
      }),
    );
    expect(verdicts.map((verdict) => verdict.met)).toEqual([true, false]);
  });
});

describe('verdictLabel', () => {
  it('names the three outcomes', () => {
    expect([true, false, null].map(verdictLabel)).toEqual(['met', 'NOT met', 'not measured']);
  });
});
