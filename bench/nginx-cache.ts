// Pages through the cluster's nginx page cache (scripts/cluster: PostgreSQL, a content service, two
// site instances, nginx from deploy/nginx/shiftlane.conf.template) against nginx serving the very
// bytes that cache answered with, and the same headers, from disk. Each page is warmed through nginx
// until it answers X-Cache-Status: HIT, saved as nginx served it to autocannon's Accept-Encoding,
// then both sides are loaded back to back with the same settings, the order alternating by page.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { startCluster } from '../scripts/cluster/index';
import { measureLoad, type LoadSettings } from './load';
import {
  baselineFile,
  DISK_OWN_HEADERS,
  startDiskCopy,
  type RunningServer,
  type SavedResponse,
} from './servers';
import type { BenchPage, NginxCachePage, NginxCacheResults, NginxSideFigure } from './types';

export const CLUSTER_SIZE = 2;
/** worker_processes of both nginx: one, as autocannon (one Node thread) needs the other core. */
export const NGINX_WORKERS = 1;
const HIT_ATTEMPTS = 50;
/** USER_HZ: the unit of /proc/<pid>/stat's CPU times on Linux. */
const CLOCK_TICKS_PER_S = 100;

export interface NginxCachePorts {
  /** The cluster's nginx. */
  nginx: number;
  /** The content service; site instance i on basePort + i. */
  basePort: number;
  /** nginx serving the saved bytes from disk. */
  disk: number;
}

/** run.ts's: starts a server, tracks it for Ctrl-C, and stops it after `use`, however that ends. */
export type WithServer = <T>(
  start: () => Promise<RunningServer>,
  use: (server: RunningServer) => Promise<T>,
) => Promise<T>;

interface RawResponse {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/** A GET whose body is kept as it came (fetch would decode it). */
export function rawGet(url: string, acceptEncoding: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { 'accept-encoding': acceptEncoding }, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const headers: [string, string][] = [];
          for (let index = 0; index + 1 < response.rawHeaders.length; index += 2) {
            headers.push([response.rawHeaders[index] ?? '', response.rawHeaders[index + 1] ?? '']);
          }
          resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      },
    );
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`${url}: no answer within 30 s`)));
  });
}

type Headers = readonly (readonly [string, string])[];

export function headerOf(response: { headers: Headers }, name: string): string | undefined {
  return response.headers.find(([key]) => key.toLowerCase() === name)?.[1];
}

/** What the disk copy must answer: the body, its Content-Type, and the other headers nginx sent. */
export function savedResponse(page: BenchPage, response: { headers: Headers; body: Buffer }): SavedResponse {
  return {
    file: baselineFile(page.path),
    body: response.body,
    contentType: headerOf(response, 'content-type') ?? 'text/html',
    headers: response.headers.filter(([name]) => !DISK_OWN_HEADERS.has(name.toLowerCase())),
  };
}

async function untilHit(url: string, acceptEncoding: string): Promise<RawResponse> {
  const seen: string[] = [];
  for (let attempt = 0; attempt < HIT_ATTEMPTS; attempt += 1) {
    const response = await rawGet(url, acceptEncoding);
    const status = headerOf(response, 'x-cache-status') ?? '(none)';
    if (response.status === 200 && status === 'HIT') return response;
    seen.push(`${response.status} ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered X-Cache-Status: HIT (${[...new Set(seen)].join(', ')})`);
}

/** The worker processes of an nginx master (its children). */
function workerPids(masterPid: number): number[] {
  try {
    return readFileSync(`/proc/${masterPid}/task/${masterPid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** utime + stime of the processes, in clock ticks; null when one cannot be read. */
function cpuTicks(pids: readonly number[]): number | null {
  if (pids.length === 0) return null;
  let total = 0;
  for (const pid of pids) {
    try {
      // The fields after the command name (which may hold spaces): utime and stime are 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      total += Number(fields[11]) + Number(fields[12]);
    } catch {
      return null;
    }
  }
  return Number.isFinite(total) ? total : null;
}

async function measureSide(
  setup: NginxSideFigure['setup'],
  page: BenchPage,
  url: string,
  masterPid: number,
  settings: LoadSettings,
): Promise<NginxSideFigure> {
  const workers = workerPids(masterPid);
  let start = { ticks: cpuTicks(workers), cpu: process.cpuUsage(), wallMs: performance.now() };
  const figure = await measureLoad(setup, page, url, settings, () => {
    start = { ticks: cpuTicks(workers), cpu: process.cpuUsage(), wallMs: performance.now() };
  });
  const ticks = cpuTicks(workers);
  const cpu = process.cpuUsage(start.cpu);
  const wallMs = performance.now() - start.wallMs;
  return {
    ...figure,
    setup,
    nginxCpuUsPerRequest:
      ticks === null || start.ticks === null || figure.requests === 0
        ? null
        : Math.round((((ticks - start.ticks) / CLOCK_TICKS_PER_S) * 1e6) / figure.requests),
    loadGeneratorCpuShare: wallMs > 0 ? Number(((cpu.user + cpu.system) / 1000 / wallMs).toFixed(2)) : 0,
  };
}

export interface NginxCacheOptions {
  pages: readonly BenchPage[];
  settings: LoadSettings;
  ports: NginxCachePorts;
  withServer: WithServer;
  log: (message: string) => void;
  /** What the reader of the results should know (a page whose bytes changed under load…). */
  notes: string[];
  /** Aborted (Ctrl-C) while the cluster starts: it stops what has started. */
  signal?: AbortSignal;
}

/** nginx's CPU time per response over all pages of one side, weighted by their responses. */
function cpuPerRequest(figures: readonly NginxSideFigure[]): number | null {
  let cpuUs = 0;
  let requests = 0;
  for (const figure of figures) {
    if (figure.nginxCpuUsPerRequest === null) return null;
    cpuUs += figure.nginxCpuUsPerRequest * figure.requests;
    requests += figure.requests;
  }
  return requests > 0 ? Math.round(cpuUs / requests) : null;
}

export function overallOf(
  pages: readonly Pick<NginxCachePage, 'cache' | 'disk'>[],
): NginxCacheResults['overall'] {
  const cacheRequestsPerSecond = pages.reduce((sum, page) => sum + page.cache.requestsPerSecond, 0);
  const diskRequestsPerSecond = pages.reduce((sum, page) => sum + page.disk.requestsPerSecond, 0);
  const cacheNginxCpuUsPerRequest = cpuPerRequest(pages.map((page) => page.cache));
  const diskNginxCpuUsPerRequest = cpuPerRequest(pages.map((page) => page.disk));
  const divide = (value: number | null, by: number | null) =>
    value === null || by === null || by <= 0 ? null : Number((value / by).toFixed(3));
  return {
    cacheRequestsPerSecond,
    diskRequestsPerSecond,
    ratio: divide(cacheRequestsPerSecond, diskRequestsPerSecond) ?? 0,
    cacheNginxCpuUsPerRequest,
    diskNginxCpuUsPerRequest,
    cpuRatio: divide(diskNginxCpuUsPerRequest, cacheNginxCpuUsPerRequest),
  };
}

export async function measureNginxCache(options: NginxCacheOptions): Promise<NginxCacheResults> {
  const { pages, settings, ports, withServer, log, notes } = options;
  const { acceptEncoding } = settings;
  // The instances and the content service log warnings only; nothing reaches the terminal (quiet).
  // Always a throwaway database and the seed content, whatever the environment names.
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.CONTENT_DIR;
  const startClusterServer = async (): Promise<RunningServer> => {
    const cluster = await startCluster({
      size: CLUSTER_SIZE,
      port: ports.nginx,
      basePort: ports.basePort,
      quiet: true,
      nginxWorkers: NGINX_WORKERS,
      env,
      signal: options.signal,
    });
    log(cluster.summary());
    return { origin: cluster.url, pid: cluster.nginx.pid ?? -1, stop: () => cluster.stop() };
  };

  return withServer(startClusterServer, async (cluster) => {
    const saved: SavedResponse[] = [];
    for (const page of pages) {
      const response = await untilHit(`${cluster.origin}${page.path}`, acceptEncoding);
      saved.push(savedResponse(page, response));
    }
    return withServer(
      () => startDiskCopy(saved, ports.disk, NGINX_WORKERS),
      async (disk) => {
        const results: NginxCachePage[] = [];
        for (const [index, page] of pages.entries()) {
          const copy = saved[index];
          if (!copy) throw new Error(`no saved response for ${page.path}`);
          const cacheUrl = `${cluster.origin}${page.path}`;
          const diskUrl = `${disk.origin}${copy.file}`;
          const fromDisk = await rawGet(diskUrl, acceptEncoding);
          if (fromDisk.status !== 200 || !fromDisk.body.equals(copy.body)) {
            throw new Error(
              `${diskUrl} does not answer the saved bytes of ${page.path} (${fromDisk.status})`,
            );
          }
          const first = index % 2 === 0 ? 'cache' : 'disk';
          let cache: NginxSideFigure | undefined;
          let diskFigure: NginxSideFigure | undefined;
          let cacheStatusAfter = '';
          for (const side of first === 'cache' ? ['cache', 'disk'] : ['disk', 'cache']) {
            if (side === 'cache') {
              // A HIT again: the entry may have expired (s-maxage) since it was saved.
              const again = await untilHit(cacheUrl, acceptEncoding);
              if (!again.body.equals(copy.body)) {
                notes.push(`nginx cache ${page.path}: the cached bytes changed after they were saved.`);
              }
              log(`nginx-cache: ${page.path}`);
              cache = await measureSide('nginx-cache', page, cacheUrl, cluster.pid, settings);
              cacheStatusAfter = headerOf(await rawGet(cacheUrl, acceptEncoding), 'x-cache-status') ?? '';
            } else {
              log(`nginx-disk: ${page.path}`);
              diskFigure = await measureSide('nginx-disk', page, diskUrl, disk.pid, settings);
            }
          }
          if (!cache || !diskFigure) throw new Error(`${page.path}: a side was not measured`);
          results.push({
            kind: page.kind,
            path: page.path,
            contentEncoding: headerOf(copy, 'content-encoding') ?? 'identity',
            bodyBytes: copy.body.length,
            first,
            cache,
            disk: diskFigure,
            ratio:
              diskFigure.requestsPerSecond > 0
                ? Number((cache.requestsPerSecond / diskFigure.requestsPerSecond).toFixed(3))
                : 0,
            cacheStatusAfter,
          });
        }
        return {
          siteInstances: CLUSTER_SIZE,
          nginxWorkers: NGINX_WORKERS,
          acceptEncoding,
          pages: results,
          overall: overallOf(results),
        };
      },
    );
  });
}
