// The terminal report of a run: load (with ratios to the static baseline), nginx's page cache
// against nginx from disk, first-load bytes with the biggest scripts, Lighthouse, memory, then every
// target with met / NOT met beside it.
import { LIGHTHOUSE_RUNS } from './lighthouse';
import { formatTable, kilobytes, ratio } from './table';
import { verdictLabel } from './targets';
import type { BenchResults, LoadFigure, NginxCacheResults, NginxSideFigure } from './types';

const BIGGEST_SCRIPTS = 8;

function loadTable(load: readonly LoadFigure[]): string {
  const baseline = new Map(
    load.filter((figure) => figure.setup === 'baseline').map((figure) => [figure.kind, figure]),
  );
  const rows = load.map((figure) => {
    const base = figure.setup === 'baseline' ? undefined : baseline.get(figure.kind);
    return [
      figure.kind,
      figure.setup,
      figure.requestsPerSecond,
      ratio(figure.requestsPerSecond, base?.requestsPerSecond),
      `${figure.p50Ms} ms`,
      `${figure.p99Ms} ms`,
      ratio(figure.p99Ms, base?.p99Ms),
      figure.non2xx + figure.errors,
    ];
  });
  return formatTable(
    ['page', 'server', 'req/s', 'req/s vs nginx', 'p50', 'p99', 'p99 vs nginx', 'failures'],
    rows,
  );
}

function nginxCacheSection(nginxCache: NginxCacheResults): string {
  const side = (figure: NginxSideFigure, kind: string, versus: string) => [
    kind,
    figure.setup === 'nginx-cache' ? 'cache' : 'disk',
    figure.requestsPerSecond,
    versus,
    `${figure.p50Ms} ms`,
    `${figure.p99Ms} ms`,
    figure.responseBytes,
    figure.nginxCpuUsPerRequest ?? '-',
    `${Math.round(figure.loadGeneratorCpuShare * 100)}%`,
    figure.non2xx + figure.errors,
  ];
  const rows = nginxCache.pages.flatMap((page) => {
    const order = page.first === 'cache' ? [page.cache, page.disk] : [page.disk, page.cache];
    return order.map((figure) =>
      side(
        figure,
        page.kind,
        figure === page.cache ? ratio(page.cache.requestsPerSecond, page.disk.requestsPerSecond) : '',
      ),
    );
  });
  const { overall } = nginxCache;
  rows.push(
    [
      'all pages',
      'cache',
      overall.cacheRequestsPerSecond,
      ratio(overall.cacheRequestsPerSecond, overall.diskRequestsPerSecond),
      '',
      '',
      '',
      overall.cacheNginxCpuUsPerRequest ?? '-',
    ],
    [
      'all pages',
      'disk',
      overall.diskRequestsPerSecond,
      '',
      '',
      '',
      '',
      overall.diskNginxCpuUsPerRequest ?? '-',
    ],
  );
  const encodings = [...new Set(nginxCache.pages.map((page) => page.contentEncoding))].join(', ');
  const statuses = [...new Set(nginxCache.pages.map((page) => page.cacheStatusAfter))].join(', ');
  return (
    `nginx page cache (${nginxCache.siteInstances} site instances behind it) against nginx serving the same bytes from disk\n` +
    `${nginxCache.nginxWorkers} nginx worker each; Accept-Encoding: ${nginxCache.acceptEncoding} -> ${encodings} on both sides; ` +
    `X-Cache-Status after each cache run: ${statuses}\n` +
    formatTable(
      [
        'page',
        'nginx',
        'req/s',
        'cache/disk',
        'p50',
        'p99',
        'bytes/resp',
        'nginx CPU us/req',
        'autocannon CPU',
        'failures',
      ],
      rows,
    ) +
    (overall.cpuRatio === null
      ? ''
      : `\nnginx CPU per response, disk over cache: ${overall.cpuRatio.toFixed(2)}x (the req/s ratio if nginx alone were the limit)`)
  );
}

const optional = (value: number | null, digits: number, unit = '') =>
  value === null ? '-' : `${value.toFixed(digits)}${unit}`;

export function renderReport(results: BenchResults): string {
  const sections: string[] = [];
  sections.push(
    `Benchmark ${results.startedAt} on ${results.machine.cpus} x ${results.machine.cpuModel}, Node ${results.machine.node}, load average ${results.machine.loadAverage.start.toFixed(1)} -> ${results.machine.loadAverage.end.toFixed(1)}\n` +
      `autocannon: ${results.settings.connections} connections, ${results.settings.warmupS} s warm-up + ${results.settings.durationS} s per page, Accept-Encoding: ${results.settings.acceptEncoding}`,
  );
  if (results.load.length) sections.push(`Throughput and latency\n${loadTable(results.load)}`);
  if (results.nginxCache) sections.push(nginxCacheSection(results.nginxCache));

  if (results.firstLoad.length) {
    const rows = results.firstLoad.map((figure) => [
      figure.kind,
      figure.path,
      kilobytes(figure.jsGzipBytes),
      figure.scripts.length,
      kilobytes(figure.cssGzipBytes),
      kilobytes(figure.htmlGzipBytes),
    ]);
    sections.push(
      `First load (gzip)\n${formatTable(['page', 'path', 'JS', 'scripts', 'CSS', 'HTML'], rows)}`,
    );
    const biggest = new Map<string, number>();
    for (const figure of results.firstLoad) {
      for (const script of figure.scripts) biggest.set(script.url, script.gzipBytes);
    }
    const top = [...biggest].sort((a, b) => b[1] - a[1]).slice(0, BIGGEST_SCRIPTS);
    sections.push(
      `Biggest scripts (gzip)\n${formatTable(
        ['script', 'size'],
        top.map(([url, bytes]) => [url, kilobytes(bytes)]),
      )}`,
    );
  }

  if (results.lighthouse.length) {
    const rows = results.lighthouse.map((figure) => [
      figure.kind,
      optional(figure.performance, 2),
      (figure.performanceRuns ?? []).map((score) => optional(score, 2)).join(' '),
      optional(figure.accessibility, 2),
      optional(figure.bestPractices, 2),
      optional(figure.seo, 2),
      optional(figure.lcpMs, 0, ' ms'),
      optional(figure.tbtMs, 0, ' ms'),
      optional(figure.cls, 3),
      figure.error ? figure.error.slice(0, 60) : '',
    ]);
    sections.push(
      `Lighthouse (mobile, median of ${LIGHTHOUSE_RUNS} runs)\n${formatTable(
        ['page', 'perf', 'runs', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'error'],
        rows,
      )}`,
    );
    const limits = results.lighthouse.map((figure) => {
      const breakdown = Object.entries(figure.lcpBreakdownMs)
        .map(([part, ms]) => `${part} ${ms} ms`)
        .join(', ');
      return `  ${figure.kind}: ${figure.lcpElement ?? '(LCP element unknown)'}${breakdown ? ` — ${breakdown}` : ''}${
        figure.lcpLimits.length ? `; savings: ${figure.lcpLimits.join('; ')}` : ''
      }`;
    });
    if (limits.length) sections.push(`What limits LCP\n${limits.join('\n')}`);
  }

  if (results.memory.length) {
    const rows = results.memory.map((figure) => [
      figure.setup,
      `${figure.rssMb.toFixed(0)} MB`,
      `${figure.peakRssMb.toFixed(0)} MB`,
    ]);
    sections.push(`Site process memory after load\n${formatTable(['server', 'RSS', 'peak RSS'], rows)}`);
  }

  sections.push(
    `Targets\n${formatTable(
      ['target', 'wanted', 'measured', 'verdict'],
      results.targets.map((target) => [target.name, target.target, target.actual, verdictLabel(target.met)]),
    )}`,
  );
  if (results.notes.length) sections.push(`Notes\n${results.notes.map((note) => `- ${note}`).join('\n')}`);
  return sections.join('\n\n');
}
