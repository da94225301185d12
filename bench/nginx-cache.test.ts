import { describe, expect, it } from 'vitest';
import { headerOf, overallOf, savedResponse } from './nginx-cache';
import { diskConfig, nginxString } from './servers';
import type { NginxSideFigure } from './types';

const fromCache = {
  headers: [
    ['Server', 'nginx/1.22.1'],
    ['Date', 'Thu, 26 Nov 2026 21:29:33 GMT'],
    ['Content-Type', 'text/html; charset=utf-8'],
    ['Content-Length', '5'],
    ['Connection', 'keep-alive'],
    ['Content-Security-Policy', "script-src 'sha256-a+b/c=' 'strict-dynamic'"],
    ['Vary', 'cf-ipcountry, Accept-Encoding'],
    ['Content-Encoding', 'br'],
    ['X-Cache-Status', 'HIT'],
  ] as [string, string][],
  body: Buffer.from([0x1b, 0x04, 0x00, 0xf8, 0xa5]),
};

describe('savedResponse', () => {
  it('keeps the body as it came and every header but those nginx writes itself', () => {
    const saved = savedResponse({ kind: 'blog-post', path: '/blog/a-post' }, fromCache);
    expect(saved.file).toBe('/blog_a-post.html');
    expect(saved.body.equals(fromCache.body)).toBe(true);
    expect(saved.contentType).toBe('text/html; charset=utf-8');
    expect(saved.headers.map(([name]) => name)).toEqual([
      'Content-Security-Policy',
      'Vary',
      'Content-Encoding',
      'X-Cache-Status',
    ]);
    expect(headerOf(saved, 'content-encoding')).toBe('br');
  });
});

describe('diskConfig', () => {
  it('answers each saved file with its Content-Type and headers, with as many workers as asked', () => {
    const saved = savedResponse({ kind: 'home', path: '/' }, fromCache);
    const config = diskConfig('/tmp/x', 4980, 1, [saved]);
    expect(config).toContain('worker_processes 1;');
    expect(config).toContain('listen 127.0.0.1:4980;');
    expect(config).toContain(
      [
        '    location = /index.html {',
        '      types { }',
        '      default_type "text/html; charset=utf-8";',
        `      add_header Content-Security-Policy "script-src 'sha256-a+b/c=' 'strict-dynamic'";`,
        '      add_header Vary "cf-ipcountry, Accept-Encoding";',
        '      add_header Content-Encoding "br";',
        '      add_header X-Cache-Status "HIT";',
        '    }',
      ].join('\n'),
    );
    expect(config).not.toContain('bench_dollar');
    expect(config).not.toMatch(/sendfile|keepalive_requests|open_file_cache/);
  });

  it('quotes a header value for nginx, a dollar sign kept literal', () => {
    expect(nginxString('a "b" \\ c')).toBe('"a \\"b\\" \\\\ c"');
    expect(nginxString('cost $5')).toBe('"cost ${bench_dollar}5"');
    const saved = savedResponse({ kind: 'home', path: '/' }, { ...fromCache, headers: [['X-Price', '$5']] });
    expect(diskConfig('/tmp/x', 4980, 1, [saved])).toContain('geo $bench_dollar { default "$"; }');
  });
});

describe('overallOf', () => {
  const side = (requestsPerSecond: number, nginxCpuUsPerRequest: number | null) =>
    ({ requestsPerSecond, requests: requestsPerSecond * 10, nginxCpuUsPerRequest }) as NginxSideFigure;

  it('sums the req/s of each side over the pages and divides; weighs CPU per response by responses', () => {
    expect(
      overallOf([
        { cache: side(9_000, 40), disk: side(10_000, 30) },
        { cache: side(5_000, 26), disk: side(6_000, 30) },
      ]),
    ).toEqual({
      cacheRequestsPerSecond: 14_000,
      diskRequestsPerSecond: 16_000,
      ratio: 0.875,
      cacheNginxCpuUsPerRequest: 35,
      diskNginxCpuUsPerRequest: 30,
      cpuRatio: 0.857,
    });
  });

  it('gives no CPU figure when one run could not read it, and no ratio without pages', () => {
    const overall = overallOf([{ cache: side(9_000, null), disk: side(10_000, 30) }]);
    expect(overall).toMatchObject({ ratio: 0.9, cacheNginxCpuUsPerRequest: null, cpuRatio: null });
    expect(overallOf([])).toMatchObject({ ratio: 0, cpuRatio: null });
  });
});
