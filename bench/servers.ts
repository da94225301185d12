// The servers a benchmark run measures: the production site (scripts/start.mjs, which also starts
// the embedded content service) with the page cache on or off, and nginx serving the same HTML bytes
// as a static baseline. Each has its own ports, temp files and process group, stopped by the run.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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
      const response = await fetch(url);
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

function nginxConfig(root: string, port: number): string {
  return `# Written by bench/servers.ts for one benchmark run.
worker_processes 1;
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
  types { text/html html; }
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
 * nginx with one worker (the site is one Node process) serving each page's HTML as a file, with a
 * gzip -9 copy beside it (gzip_static), so a browser-like request gets compressed bytes for free.
 */
export async function startBaseline(
  pages: ReadonlyMap<string, string>,
  port: number,
): Promise<RunningServer> {
  const root = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'));
  mkdirSync(path.join(root, 'pages'));
  mkdirSync(path.join(root, 'tmp'));
  for (const [pagePath, html] of pages) {
    const file = path.join(root, 'pages', baselineFile(pagePath));
    writeFileSync(file, html);
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  }
  // nginx workers run as an unprivileged user when started as root: they must be able to read.
  for (const directory of [root, path.join(root, 'pages')]) chmodSync(directory, 0o755);
  writeFileSync(path.join(root, 'nginx.conf'), nginxConfig(root, port));
  const child = spawn(NGINX_BINARY, ['-c', path.join(root, 'nginx.conf'), '-p', root], {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const [firstPath] = pages.keys();
  try {
    await waitForAnswer(`${origin}${baselineFile(firstPath ?? '/')}`, child, 10_000);
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
