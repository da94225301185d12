import { describe, expect, it } from 'vitest';
import { evaluateTargets, verdictLabel } from './targets';
import type {
  FirstLoadFigure,
  LighthouseFigure,
  LoadFigure,
  NginxCachePage,
  NginxCacheResults,
} from './types';

const load = (overrides: Partial<LoadFigure>): LoadFigure => ({
  setup: 'cached',
  kind: 'home',
  path: '/',
  requestsPerSecond: 3_500,
  p50Ms: 10,
  p99Ms: 30,
  requests: 35_000,
  responseBytes: 13_000,
  non2xx: 0,
  errors: 0,
  ...overrides,
});

function nginxPage(
  cacheRequestsPerSecond: number,
  diskRequestsPerSecond: number,
  failures = 0,
): NginxCachePage {
  const side = { nginxCpuUsPerRequest: 40, loadGeneratorCpuShare: 0.6 };
  return {
    kind: 'home',
    path: '/',
    contentEncoding: 'br',
    bodyBytes: 12_000,
    first: 'cache',
    cache: {
      ...load({ requestsPerSecond: cacheRequestsPerSecond, errors: failures }),
      ...side,
      setup: 'nginx-cache',
    },
    disk: { ...load({ requestsPerSecond: diskRequestsPerSecond }), ...side, setup: 'nginx-disk' },
    ratio: cacheRequestsPerSecond / diskRequestsPerSecond,
    cacheStatusAfter: 'HIT',
  };
}

function nginxCache(pages: NginxCachePage[], ratio: number): NginxCacheResults {
  const sum = (side: 'cache' | 'disk') =>
    pages.reduce((total, page) => total + page[side].requestsPerSecond, 0);
  return {
    siteInstances: 2,
    nginxWorkers: 1,
    acceptEncoding: 'gzip, deflate, br',
    pages,
    overall: {
      cacheRequestsPerSecond: sum('cache'),
      diskRequestsPerSecond: sum('disk'),
      ratio,
      cacheNginxCpuUsPerRequest: 40,
      diskNginxCpuUsPerRequest: 40,
      cpuRatio: 1,
    },
  };
}

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
const NGINX_CACHE = 'nginx cache vs nginx from disk';
/** The verdicts other than the two always listed (unmeasured without their figures). */
const without = (verdicts: ReturnType<typeof evaluateTargets>) =>
  verdicts.filter((verdict) => verdict.name !== 'uncached home' && verdict.name !== NGINX_CACHE);
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

  it('wants nginx from its page cache at 0.9x of nginx from disk or more, all pages together', () => {
    const verdictOf = (results: NginxCacheResults | null) =>
      evaluateTargets({ ...empty, nginxCache: results }).find((verdict) => verdict.name === NGINX_CACHE);
    // One page below the line does not fail it when all pages together are above.
    const pages = [nginxPage(8_500, 10_000), nginxPage(9_800, 10_000)];
    expect(verdictOf(nginxCache(pages, 0.915))).toMatchObject({
      met: true,
      actual: '0.915x (pages 0.850x-0.980x)',
    });
    expect(verdictOf(nginxCache([nginxPage(9_000, 10_000)], 0.9))?.met).toBe(true);
    expect(verdictOf(nginxCache([nginxPage(8_990, 10_000)], 0.899))?.met).toBe(false);
    expect(verdictOf(nginxCache([nginxPage(9_500, 10_000, 2)], 0.95))).toMatchObject({
      met: false,
      actual: '0.950x (pages 0.950x-0.950x), 2 failures',
    });
    expect(verdictOf(null)).toMatchObject({ met: null, actual: 'not measured' });
    expect(evaluateTargets(empty).find((verdict) => verdict.name === NGINX_CACHE)?.met).toBeNull();
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
