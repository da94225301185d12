// The servers a benchmark run measures: the production site (scripts/start.mjs, which also starts
// the embedded content service) with the page cache on or off, nginx serving the same HTML bytes
// as a static baseline, and nginx serving what the cluster's page cache answered, byte for byte and
// with its headers, from disk (bench/nginx-cache.ts). Each has its own ports, temp files and process
// group, stopped by the run.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { assertPortFree } from '../scripts/cluster/processes';

export interface RunningServer {
  origin: string;
  /** The process that serves the pages (its RSS is the site's memory). */
  pid: number;
  stop(): Promise<void>;
}

async function waitForAnswer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (code ${child.exitCode})`);
    try {
      // Bounded: something else listening there may never answer.
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Stops a process group we started: SIGTERM, then SIGKILL if it has not exited in time. */
async function stopGroup(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = once(child, 'exit');
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => {
    if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  }, graceMs);
  await exited;
  clearTimeout(timer);
}

export interface SiteOptions {
  port: number;
  contentPort: number;
  pageCache: boolean;
  buildDir: string;
}

/**
 * `node scripts/start.mjs` (npm start) runs the site in that very process (the bundled site
 * process is imported, not spawned) and the content service as its child, so the spawned pid is
 * the site's. Only the build step runs in a child of its own, before the site starts.
 */
export async function startSite(options: SiteOptions): Promise<RunningServer> {
  const dataDirectory = mkdtempSync(path.join(tmpdir(), 'bench-site-'));
  const child = spawn(process.execPath, [path.join('scripts', 'start.mjs')], {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      CONTENT_SERVICE_PORT: String(options.contentPort),
      CONTENT_API_URL: `http://127.0.0.1:${options.contentPort}/v2`,
      START_CONTENT_SERVICE: 'true',
      SQLITE_PATH: path.join(dataDirectory, 'site.sqlite'),
      BUILD_DIR: options.buildDir,
      LOG_LEVEL: 'warn',
      // The uncached run renders every request, each asking the content service; the requirements'
      // 5 requests/s is for a hosted service and would measure the limiter, not the site.
      CONTENT_RATE_LIMIT: '100000',
      PAGE_CACHE: options.pageCache ? '1' : '0',
    },
  });
  const origin = `http://127.0.0.1:${options.port}`;
  try {
    await waitForAnswer(`${origin}/favicon.svg`, child, 60_000);
    await waitForAnswer(`${origin}/`, child, 30_000);
  } catch (error) {
    await stopGroup(child);
    rmSync(dataDirectory, { recursive: true, force: true });
    throw error;
  }
  return {
    origin,
    pid: child.pid ?? -1,
    stop: async () => {
      await stopGroup(child);
      rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}

export const NGINX_BINARY = '/usr/sbin/nginx';

export function nginxAvailable(): boolean {
  return existsSync(NGINX_BINARY) && spawnSync(NGINX_BINARY, ['-v']).status === 0;
}

/** The file (below the baseline's root) that holds a page's bytes. */
export function baselineFile(pagePath: string): string {
  const name = pagePath.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9-]+/gi, '_') || 'index';
  return `/${name}.html`;
}

/**
 * What every benchmark nginx starts with: in the foreground, its files under `root`, no access log;
 * the caller goes on inside `http {`.
 */
function nginxPreamble(root: string, workers: number): string {
  return `worker_processes ${workers};
daemon off;
pid ${root}/nginx.pid;
error_log ${root}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${root}/tmp;
  proxy_temp_path ${root}/tmp;
  fastcgi_temp_path ${root}/tmp;
  uwsgi_temp_path ${root}/tmp;
  scgi_temp_path ${root}/tmp;
`;
}

function nginxConfig(root: string, port: number): string {
  return `# Written by bench/servers.ts for one benchmark run.
${nginxPreamble(root, 1)}  types { text/html html; }
  default_type text/html;
  sendfile on;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${root}/pages;
    gzip_static on;
  }
}
`;
}

/**
 * Runs nginx on the configuration in `root` (listening on `port`) until stop(); the folder is
 * removed with it. A port already taken is refused first: the answer would be someone else's.
 */
async function runNginx(root: string, port: number, probePath: string): Promise<RunningServer> {
  try {
    await assertPortFree(port, 'nginx');
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  const origin = `http://127.0.0.1:${port}`;
  // nginx workers run as an unprivileged user when started as root: they must be able to read.
  for (const directory of [root, path.join(root, 'pages')]) chmodSync(directory, 0o755);
  const child = spawn(NGINX_BINARY, ['-c', path.join(root, 'nginx.conf'), '-p', root], {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForAnswer(`${origin}${probePath}`, child, 10_000);
  } catch (error) {
    await stopGroup(child);
    const log = path.join(root, 'error.log');
    const detail = existsSync(log) ? readFileSync(log, 'utf8').trim() : '';
    rmSync(root, { recursive: true, force: true });
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${detail}`);
  }
  return {
    origin,
    pid: child.pid ?? -1,
    stop: async () => {
      await stopGroup(child);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

function nginxRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'));
  mkdirSync(path.join(root, 'pages'));
  mkdirSync(path.join(root, 'tmp'));
  return root;
}

/**
 * nginx with one worker (the site is one Node process) serving each page's HTML as a file, with a
 * gzip -9 copy beside it (gzip_static), so a browser-like request gets compressed bytes for free.
 */
export async function startBaseline(
  pages: ReadonlyMap<string, string>,
  port: number,
): Promise<RunningServer> {
  const root = nginxRoot();
  for (const [pagePath, html] of pages) {
    const file = path.join(root, 'pages', baselineFile(pagePath));
    writeFileSync(file, html);
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  }
  writeFileSync(path.join(root, 'nginx.conf'), nginxConfig(root, port));
  const [firstPath] = pages.keys();
  return runNginx(root, port, baselineFile(firstPath ?? '/'));
}

/** A response saved to be served again from disk: its body and the headers that went with it. */
export interface SavedResponse {
  /** Below the server's root (baselineFile of the page's path). */
  file: string;
  body: Buffer;
  contentType: string;
  /** Every other header the response carried but those nginx writes itself (see DISK_OWN_HEADERS). */
  headers: readonly (readonly [string, string])[];
}

/** Headers nginx writes for any response: a saved response's own values of them are not repeated. */
export const DISK_OWN_HEADERS = new Set([
  'server',
  'date',
  'content-length',
  'content-type',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/** A header value as an nginx string: quoted, and a dollar sign kept literal (nginx has no escape for it). */
export function nginxString(value: string): string {
  return `"${value.replace(/[\\"]/g, (character) => `\\${character}`).replace(/\$/g, '${bench_dollar}')}"`;
}

/**
 * nginx serving saved responses from disk. Only what a file needs differs from the cluster's nginx
 * (scripts/cluster/nginx.ts): its other settings are nginx's defaults on both sides (sendfile off,
 * keepalive_requests 1000, no open_file_cache), and so is worker_connections. etag off and
 * max_ranges 0 keep the ETag and Accept-Ranges a cached page does not carry; Last-Modified stays
 * (nginx cannot drop it without a module), 46 bytes more per response.
 */
export function diskConfig(root: string, port: number, workers: number, responses: readonly SavedResponse[]) {
  const locations = responses.map((response) =>
    [
      `    location = ${response.file} {`,
      '      types { }',
      `      default_type ${nginxString(response.contentType)};`,
      ...response.headers.map(([name, value]) => `      add_header ${name} ${nginxString(value)};`),
      '    }',
    ].join('\n'),
  );
  const dollar = responses.some((response) => response.headers.some(([, value]) => value.includes('$')));
  return `# Written by bench/servers.ts for one benchmark run: what nginx's page cache served, from disk.
${nginxPreamble(root, workers)}  etag off;
  max_ranges 0;
${dollar ? '  geo $bench_dollar { default "$"; }\n' : ''}  server {
    listen 127.0.0.1:${port};
    root ${root}/pages;
${locations.join('\n')}
    location / { return 404; }
  }
}
`;
}

/** nginx with `workers` workers answering each saved response's file with its bytes and headers. */
export async function startDiskCopy(
  responses: readonly SavedResponse[],
  port: number,
  workers: number,
): Promise<RunningServer> {
  const root = nginxRoot();
  for (const response of responses) writeFileSync(path.join(root, 'pages', response.file), response.body);
  writeFileSync(path.join(root, 'nginx.conf'), diskConfig(root, port, workers, responses));
  return runNginx(root, port, responses[0]?.file ?? '/');
}
