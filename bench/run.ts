// `npm run bench`: builds the site if needed, then in one run measures it with the page cache on and
// off (and nginx serving the same HTML as a baseline): throughput and latency, first-load bytes,
// Lighthouse, memory; then the cluster's nginx page cache against nginx serving the same bytes from
// disk (bench/nginx-cache.ts). Prints the table and writes bench/results/<timestamp>.json and
// latest.json.
// Options: --duration=<s> --warmup=<s> --connections=<n> --no-lighthouse --no-baseline --no-cluster.
// Ports 4900-4990 (site + content service per setup, nginx; the cluster's nginx, content service and
// instances, and the disk copy's nginx) and, for the cluster's PostgreSQL, a free port the system
// picks; nothing is left running afterwards.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { BUILD_DIR, buildIfNeeded } from '../scripts/build-if-needed';
import { launchBrowser, measureFirstLoad } from './first-load';
import { measureLighthouse } from './lighthouse';
import { measureLoad, type LoadSettings } from './load';
import { measureNginxCache, NGINX_WORKERS } from './nginx-cache';
import { renderReport } from './report';
import { baselineFile, nginxAvailable, startBaseline, startSite, type RunningServer } from './servers';
import { evaluateTargets } from './targets';
import type { AssetSize, BenchPage, BenchResults, LoadFigure, MemoryFigure } from './types';
import { CHROMIUM_PATH } from '../scripts/chromium';

/** One page per page type, from the seed content (content/us/...). */
export const PAGES: readonly BenchPage[] = [
  { kind: 'home', path: '/' },
  { kind: 'blog-list', path: '/blog' },
  { kind: 'blog-post', path: '/blog/buddy-punching-what-it-costs' },
  { kind: 'customer-story', path: '/customers/harborline-coffee-co' },
  { kind: 'consultation', path: '/book-a-consultation' },
];
const LOADED_KINDS: readonly BenchPage['kind'][] = ['home', 'blog-list', 'blog-post', 'customer-story'];
const LIGHTHOUSE_KINDS: readonly BenchPage['kind'][] = ['home', 'blog-post', 'consultation'];

const PORTS = {
  cached: 4900,
  cachedContent: 4910,
  uncached: 4920,
  uncachedContent: 4930,
  nginx: 4950,
  clusterNginx: 4960,
  /** The cluster's content service; its instances on 4971 and 4972. */
  clusterBase: 4970,
  diskNginx: 4980,
};
const CACHE_HEADER = /cache|^age$|^etag$|^vary$/i;
const CHROME_PATH = CHROMIUM_PATH;

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-baseline': { type: 'boolean', default: false },
    'no-cluster': { type: 'boolean', default: false },
  },
});

function positive(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new Error(`--${name} must be a number >= 0`);
  return number;
}

const settings: LoadSettings = {
  durationS: positive('duration', options.duration),
  warmupS: positive('warmup', options.warmup),
  connections: Math.max(1, Math.round(positive('connections', options.connections))),
  acceptEncoding: 'gzip, deflate, br',
};

const log = (message: string) => console.log(`[bench] ${message}`);

async function fetchPage(origin: string, page: BenchPage) {
  const response = await fetch(`${origin}${page.path}`, { headers: { 'accept-encoding': 'identity' } });
  if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
  const headers = Object.fromEntries([...response.headers].filter(([name]) => CACHE_HEADER.test(name)));
  return { html: await response.text(), headers };
}

async function loadPages(setup: LoadFigure['setup'], urlOf: (page: BenchPage) => string) {
  const figures: LoadFigure[] = [];
  for (const page of PAGES.filter((candidate) => LOADED_KINDS.includes(candidate.kind))) {
    log(`${setup}: ${page.path}`);
    figures.push(await measureLoad(setup, page, urlOf(page), settings));
  }
  return figures;
}

/**
 * What the site process says in /healthz: it knows its own memory, whichever process `npm start`
 * ended up serving from (a Node without process.execve runs the site as a child of the launcher).
 */
async function memoryOf(
  setup: MemoryFigure['setup'],
  server: RunningServer,
  notes: string[],
): Promise<MemoryFigure[]> {
  try {
    const health = (await (await fetch(`${server.origin}/healthz`)).json()) as {
      memory: { rssMb: number; peakRssMb: number; heapLimitMb: number };
    };
    const { rssMb, peakRssMb, heapLimitMb } = health.memory;
    notes.push(`The ${setup} site ran with a ${heapLimitMb} MB heap limit (MEMORY_LIMIT_MB).`);
    return [{ setup, rssMb, peakRssMb }];
  } catch (error) {
    notes.push(`The ${setup} site's memory was not measured: ${String(error)}`);
    return [];
  }
}

/**
 * Servers run in process groups of their own, so Ctrl-C must stop them explicitly: the cluster,
 * while it starts, through the abort signal (it stops what has started, then rejects).
 */
const running = new Set<RunningServer>();
const starting = new Set<Promise<RunningServer>>();
const interrupted = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping the servers`);
    interrupted.abort();
    void Promise.allSettled([...starting])
      .then(() => Promise.allSettled([...running].map((server) => server.stop())))
      .then(() => process.exit(130));
  });
}

async function withServer<T>(
  start: () => Promise<RunningServer>,
  use: (server: RunningServer) => Promise<T>,
) {
  const pending = start();
  starting.add(pending);
  let server: RunningServer;
  try {
    server = await pending;
  } finally {
    starting.delete(pending);
  }
  running.add(server);
  try {
    return await use(server);
  } finally {
    await server.stop();
    running.delete(server);
  }
}

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  const startLoad = os.loadavg()[0] ?? 0;
  const notes: string[] = [];
  buildIfNeeded();
  const buildDir = path.resolve(BUILD_DIR);
  const htmlByPath = new Map<string, string>();
  const cacheHeaders: BenchResults['cacheHeaders'] = {};
  const load: LoadFigure[] = [];
  const memory: MemoryFigure[] = [];
  const firstLoad: BenchResults['firstLoad'] = [];
  const lighthouse: BenchResults['lighthouse'] = [];
  let nginxCache: BenchResults['nginxCache'] = null;

  log('site with PAGE_CACHE=1');
  await withServer(
    () => startSite({ port: PORTS.cached, contentPort: PORTS.cachedContent, pageCache: true, buildDir }),
    async (site) => {
      const assetCache = new Map<string, AssetSize>();
      const browser = existsSync(CHROME_PATH) ? await launchBrowser(CHROME_PATH) : undefined;
      if (!browser)
        notes.push(`First-load JS counts only the scripts the HTML names: no Chromium at ${CHROME_PATH}.`);
      try {
        for (const page of PAGES) {
          const { html } = await fetchPage(site.origin, page);
          htmlByPath.set(page.path, html);
          // The second answer is the one a cache would give.
          cacheHeaders[`cached ${page.path}`] = (await fetchPage(site.origin, page)).headers;
          firstLoad.push(await measureFirstLoad(page, site.origin, html, assetCache, browser));
        }
      } finally {
        await browser?.close();
      }
      load.push(...(await loadPages('cached', (page) => `${site.origin}${page.path}`)));
      memory.push(...(await memoryOf('cached', site, notes)));
      if (options['no-lighthouse']) {
        notes.push('Lighthouse skipped (--no-lighthouse).');
      } else if (!existsSync(CHROME_PATH)) {
        notes.push(`Lighthouse skipped: no Chromium at ${CHROME_PATH} (set CHROMIUM_PATH).`);
      } else {
        for (const page of PAGES.filter((candidate) => LIGHTHOUSE_KINDS.includes(candidate.kind))) {
          log(`lighthouse: ${page.path}`);
          lighthouse.push(await measureLighthouse(page, site.origin, CHROME_PATH));
        }
      }
    },
  );

  log('site with PAGE_CACHE=0');
  await withServer(
    () => startSite({ port: PORTS.uncached, contentPort: PORTS.uncachedContent, pageCache: false, buildDir }),
    async (site) => {
      for (const page of PAGES) {
        await fetchPage(site.origin, page);
        cacheHeaders[`uncached ${page.path}`] = (await fetchPage(site.origin, page)).headers;
      }
      load.push(...(await loadPages('uncached', (page) => `${site.origin}${page.path}`)));
      memory.push(...(await memoryOf('uncached', site, notes)));
    },
  );

  if (options['no-baseline']) {
    notes.push('Static baseline skipped (--no-baseline).');
  } else if (!nginxAvailable()) {
    notes.push('Static baseline skipped: nginx is not installed (apt-get install nginx); no ratios.');
  } else {
    log('nginx baseline');
    await withServer(
      () => startBaseline(htmlByPath, PORTS.nginx),
      async (nginx) => {
        load.push(...(await loadPages('baseline', (page) => `${nginx.origin}${baselineFile(page.path)}`)));
      },
    );
  }

  if (options['no-cluster']) {
    notes.push('nginx page cache against nginx from disk skipped (--no-cluster).');
  } else if (!nginxAvailable()) {
    notes.push('nginx page cache against nginx from disk skipped: nginx is not installed.');
  } else {
    log(`cluster: nginx page cache against nginx from disk (${NGINX_WORKERS} nginx worker each)`);
    try {
      nginxCache = await measureNginxCache({
        pages: PAGES.filter((candidate) => LOADED_KINDS.includes(candidate.kind)),
        settings,
        ports: { nginx: PORTS.clusterNginx, basePort: PORTS.clusterBase, disk: PORTS.diskNginx },
        withServer,
        log,
        notes,
        signal: interrupted.signal,
      });
    } catch (error) {
      // Everything it started is stopped by then; the rest of the run is still worth writing.
      const message = error instanceof Error ? error.message : String(error);
      console.error(`[bench] nginx page cache against nginx from disk failed: ${message}`);
      notes.push(`nginx page cache against nginx from disk not measured: ${message}`);
    }
  }

  const sameHeaders = PAGES.every(
    (page) =>
      JSON.stringify(cacheHeaders[`cached ${page.path}`]) ===
      JSON.stringify(cacheHeaders[`uncached ${page.path}`]),
  );
  if (sameHeaders) {
    notes.push(
      'PAGE_CACHE=1 and PAGE_CACHE=0 answered with the same caching headers: the page cache looks unwired, so both runs render every request.',
    );
  }
  if (startLoad > os.cpus().length / 2) {
    notes.push(
      `The machine was busy when the run started (load average ${startLoad.toFixed(1)} on ${os.cpus().length} CPUs): every figure is lower than on an idle machine.`,
    );
  }
  const nginxFigures = (nginxCache?.pages ?? []).flatMap((page) => [page.cache, page.disk]);
  for (const figure of [...load, ...nginxFigures]) {
    if (figure.non2xx || figure.errors) {
      notes.push(
        `${figure.setup} ${figure.path}: ${figure.non2xx} non-2xx answers, ${figure.errors} errors.`,
      );
    }
  }

  const results: BenchResults = {
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      loadAverage: { start: startLoad, end: os.loadavg()[0] ?? 0 },
    },
    settings: { ...settings },
    pages: [...PAGES],
    load,
    firstLoad,
    lighthouse,
    memory,
    nginxCache,
    cacheHeaders,
    targets: evaluateTargets({ load, firstLoad, lighthouse, memory, nginxCache }),
    notes,
  };

  const directory = path.join('bench', 'results');
  mkdirSync(directory, { recursive: true });
  // Formatted as `npm run lint` (prettier --check) expects, since latest.json is committed.
  const json = await format(JSON.stringify(results), {
    ...(await resolveConfig(path.resolve('bench', 'results', 'latest.json'))),
    parser: 'json',
  });
  const file = path.join(directory, `${startedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, json);
  writeFileSync(path.join(directory, 'latest.json'), json);
  console.log(`\n${renderReport(results)}\n\nResults: ${file} (and bench/results/latest.json)`);
}

main().catch((error: unknown) => {
  console.error('[bench] failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
