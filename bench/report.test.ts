import { describe, expect, it } from 'vitest';
import { figuresFromReport } from './lighthouse';
import { renderReport } from './report';
import { baselineFile } from './servers';
import { evaluateTargets } from './targets';
import type { BenchResults, LoadFigure, NginxCacheResults, NginxSideFigure } from './types';

const figure = (setup: LoadFigure['setup'], requestsPerSecond: number, p99Ms: number): LoadFigure => ({
  setup,
  kind: 'home',
  path: '/',
  requestsPerSecond,
  p50Ms: 5,
  p99Ms,
  requests: requestsPerSecond * 10,
  responseBytes: 13_000,
  non2xx: 0,
  errors: 0,
});

const side = (setup: NginxSideFigure['setup'], requestsPerSecond: number): NginxSideFigure => ({
  ...figure(setup, requestsPerSecond, 9),
  setup,
  p50Ms: 3,
  nginxCpuUsPerRequest: setup === 'nginx-cache' ? 41 : 30,
  loadGeneratorCpuShare: 0.62,
});

const nginxCache: NginxCacheResults = {
  siteInstances: 2,
  nginxWorkers: 1,
  acceptEncoding: 'gzip, deflate, br',
  pages: [
    {
      kind: 'home',
      path: '/',
      contentEncoding: 'br',
      bodyBytes: 12_149,
      first: 'disk',
      cache: side('nginx-cache', 9_000),
      disk: side('nginx-disk', 10_000),
      ratio: 0.9,
      cacheStatusAfter: 'HIT',
    },
  ],
  overall: {
    cacheRequestsPerSecond: 9_000,
    diskRequestsPerSecond: 10_000,
    ratio: 0.9,
    cacheNginxCpuUsPerRequest: 41,
    diskNginxCpuUsPerRequest: 30,
    cpuRatio: 0.732,
  },
};

function results(load: LoadFigure[], cluster: NginxCacheResults | null = null): BenchResults {
  const base = {
    load,
    firstLoad: [],
    lighthouse: [],
    memory: [{ setup: 'cached' as const, rssMb: 180, peakRssMb: 200 }],
    nginxCache: cluster,
  };
  return {
    startedAt: '2026-11-21T08:00:00.000Z',
    finishedAt: '2026-11-21T08:05:00.000Z',
    machine: {
      cpus: 2,
      cpuModel: 'Test CPU',
      node: 'v20',
      platform: 'linux',
      loadAverage: { start: 0.2, end: 1.5 },
    },
    settings: { connections: 50, durationS: 10, warmupS: 2, acceptEncoding: 'gzip, deflate, br' },
    pages: [{ kind: 'home', path: '/' }],
    ...base,
    cacheHeaders: {},
    targets: evaluateTargets(base),
    notes: ['A note for the reader.'],
  };
}

describe('renderReport', () => {
  it('shows each load figure as a ratio to the nginx baseline of the same page', () => {
    const report = renderReport(results([figure('cached', 2_000, 40), figure('baseline', 8_000, 10)]));
    const cachedRow = report.split('\n').find((line) => line.startsWith('home') && line.includes('cached'));
    expect(cachedRow).toMatch(/2000\s+0\.25x\s+5 ms\s+40 ms\s+4\.00x/);
  });

  it('lists every target with its verdict, and the notes', () => {
    const report = renderReport(results([figure('cached', 2_000, 40)]));
    expect(report).toMatch(/cached home\s+>= 3000 req\/s, p99 < 50 ms\s+2000 req\/s, p99 40 ms\s+NOT met/);
    expect(report).toMatch(/RSS after load \(cached\)\s+< 300 MB\s+180 MB \(peak 200 MB\)\s+met/);
    expect(report).toMatch(/uncached home .* not measured/);
    expect(report).toContain('- A note for the reader.');
    expect(report).toMatch(/nginx cache vs nginx from disk .* not measured/);
    expect(report).not.toContain('nginx page cache');
  });

  it('shows nginx from its page cache beside nginx from disk, page by page in the order run, and overall', () => {
    const lines = renderReport(results([], nginxCache)).split('\n');
    const header = lines.findIndex((line) => line.startsWith('nginx page cache (2 site instances'));
    expect(lines[header + 1]).toBe(
      '1 nginx worker each; Accept-Encoding: gzip, deflate, br -> br on both sides; X-Cache-Status after each cache run: HIT',
    );
    const rows = lines.slice(header + 4, header + 8);
    expect(rows[0]).toMatch(/^home\s+disk\s+10000\s+3 ms\s+9 ms\s+13000\s+30\s+62%\s+0$/);
    expect(rows[1]).toMatch(/^home\s+cache\s+9000\s+0\.90x\s+3 ms\s+9 ms\s+13000\s+41\s+62%\s+0$/);
    expect(rows[2]).toMatch(/^all pages\s+cache\s+9000\s+0\.90x\s+41$/);
    expect(rows[3]).toMatch(/^all pages\s+disk\s+10000\s+30$/);
    expect(lines[header + 8]).toBe(
      'nginx CPU per response, disk over cache: 0.73x (the req/s ratio if nginx alone were the limit)',
    );
    expect(lines.join('\n')).toMatch(
      /nginx cache vs nginx from disk\s+>= 0\.9x req\/s, all pages\s+0\.900x .*\s+met/,
    );
  });
});

describe('figuresFromReport', () => {
  it('reads the four category scores, the three metrics and what limits LCP', () => {
    const figures = figuresFromReport(
      { kind: 'blog-post', path: '/blog/x' },
      {
        categories: {
          performance: { score: 0.97 },
          accessibility: { score: 1 },
          'best-practices': { score: 1 },
          seo: { score: 0.92 },
        },
        audits: {
          'largest-contentful-paint': { numericValue: 2_100.4 },
          'total-blocking-time': { numericValue: 30 },
          'cumulative-layout-shift': { numericValue: 0 },
          'lcp-breakdown-insight': {
            details: {
              items: [
                {
                  type: 'table',
                  items: [
                    { subpart: 'timeToFirstByte', duration: 600.4 },
                    { subpart: 'elementRenderDelay', duration: 80 },
                  ],
                },
                { type: 'node', selector: 'main > section.hero > h1', snippet: '<h1>' },
              ],
            },
          },
          'render-blocking-insight': {
            title: 'Render-blocking requests',
            score: 0,
            metricSavings: { LCP: 300 },
          },
          'unused-javascript': { title: 'Unused JavaScript', score: 0.5, metricSavings: { LCP: 150 } },
          'passing-audit': { title: 'Passes', score: 1, metricSavings: { LCP: 900 } },
        },
      },
    );
    expect(figures).toEqual({
      kind: 'blog-post',
      path: '/blog/x',
      performance: 0.97,
      accessibility: 1,
      bestPractices: 1,
      seo: 0.92,
      lcpMs: 2_100.4,
      tbtMs: 30,
      cls: 0,
      lcpElement: 'main > section.hero > h1',
      lcpBreakdownMs: { timeToFirstByte: 600, elementRenderDelay: 80 },
      lcpLimits: ['Render-blocking requests (~300 ms)', 'Unused JavaScript (~150 ms)'],
    });
  });
});

describe('figuresFromReport on an older report', () => {
  it('finds the LCP element in the largest-contentful-paint-element audit', () => {
    const figures = figuresFromReport(
      { kind: 'home', path: '/' },
      {
        categories: {},
        audits: {
          'largest-contentful-paint-element': {
            details: { items: [{ items: [{ node: { selector: 'img.hero__image', snippet: '<img>' } }] }] },
          },
        },
      },
    );
    expect(figures).toMatchObject({ lcpElement: 'img.hero__image', lcpBreakdownMs: {}, performance: null });
  });
});

describe('baselineFile', () => {
  it('gives every page path its own flat file name', () => {
    expect(['/', '/blog', '/blog/a-post', '/customers/x_y'].map(baselineFile)).toEqual([
      '/index.html',
      '/blog.html',
      '/blog_a-post.html',
      '/customers_x_y.html',
    ]);
  });
});
