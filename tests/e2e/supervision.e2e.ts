// The site process and its content service as an operator meets them: the content service dies
// and comes back while the site serves, a SIGKILLed site leaves no content service behind, SIGTERM
// drains requests in flight, and a taken port stops the start with a message naming it. Each test
// starts its own site with `node scripts/start.mjs` (npm start) on ports of its own.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server } from 'node:net';
import { expect, test } from '@playwright/test';

const BASE_PORT = Number(process.env.E2E_SITE_PORT ?? 3300);
/** Ports of the nth site of this file and of its content service. */
const portsFor = (n: number) => ({ site: BASE_PORT + 75 + n, content: BASE_PORT + 85 + n });

// Every test starts a site of its own; side by side they would fight over two busy cores.
test.describe.configure({ mode: 'default' });

interface StartedSite {
  child: ChildProcess;
  origin: string;
  output: () => string;
  exit: Promise<number | null>;
}

function startSite(ports: { site: number; content: number }, env: Record<string, string> = {}): StartedSite {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    PORT: String(ports.site),
    CONTENT_SERVICE_PORT: String(ports.content),
    CONTENT_API_URL: `http://127.0.0.1:${ports.content}/v2`,
    CONTENT_RATE_LIMIT: '200',
    SQLITE_PATH: `var/e2e/supervision-${ports.site}.sqlite`,
    ...env,
  };
  delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['scripts/start.mjs'], { env: childEnv, stdio: 'pipe' });
  const chunks: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const exit = once(child, 'exit').then(([code]) => code as number | null);
  return { child, origin: `http://127.0.0.1:${ports.site}`, output: () => chunks.join(''), exit };
}

async function status(url: string): Promise<number | 'refused'> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.body?.cancel();
    return response.status;
  } catch {
    return 'refused';
  }
}

async function waitUntilServing(site: StartedSite): Promise<void> {
  await expect
    .poll(
      async () => {
        if (site.child.exitCode !== null) throw new Error(`the site exited:\n${site.output()}`);
        return status(`${site.origin}/favicon.svg`);
      },
      { timeout: 120_000, intervals: [100, 250] },
    )
    .toBe(200);
}

/** Every process below `pid`, children first. */
function descendants(pid: number): number[] {
  let children: number[];
  try {
    children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    // pgrep exits 1 when nothing matches.
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/**
 * The content service `npm start` runs: a child of the site process, which is the started process
 * itself or, on a Node that cannot apply the heap limit in place, that launcher's child.
 */
function contentServicePid(startedPid: number): number | undefined {
  const found = descendants(startedPid).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('content-service');
    } catch {
      return false;
    }
  });
  return found.length === 1 ? found[0] : undefined;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stopSite(site: StartedSite): Promise<number | null> {
  if (site.child.exitCode === null && site.child.signalCode === null) site.child.kill('SIGTERM');
  return site.exit;
}

async function readiness(origin: string): Promise<{ status: number; content?: unknown }> {
  try {
    const response = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(5_000) });
    const body = (await response.json()) as { checks?: { content?: unknown } };
    return { status: response.status, content: body.checks?.content };
  } catch {
    return { status: 0 };
  }
}

test('a killed content service is restarted while every page answers from the cache or with a 503', async () => {
  test.setTimeout(150_000);
  const ports = portsFor(0);
  const site = startSite(ports);
  try {
    await waitUntilServing(site);
    const cached = ['/', '/gb', '/pricing', '/blog', '/gb/glossary'];
    for (const path of cached) expect(await status(`${site.origin}${path}`)).toBe(200);
    // Pages never rendered before the kill: the cache cannot stand in for them.
    const uncached = ['/customers', '/training', '/privacy', '/au/blog', '/compliance-hub'];

    const pid = contentServicePid(site.child.pid ?? -1);
    expect(pid, 'the content service runs as a child of the site').toBeDefined();

    const answers: { path: string; status: number | string; retryAfter: string | null }[] = [];
    let loading = true;
    const load = async (paths: string[]) => {
      for (let round = 0; loading; round += 1) {
        const path = paths[round % paths.length] ?? '/';
        try {
          const response = await fetch(`${site.origin}${path}`, { signal: AbortSignal.timeout(15_000) });
          await response.body?.cancel();
          answers.push({ path, status: response.status, retryAfter: response.headers.get('retry-after') });
        } catch (error) {
          answers.push({ path, status: `error: ${String(error)}`, retryAfter: null });
        }
      }
    };
    const loaders = [load(cached), load(uncached), load([...cached, ...uncached])];

    const killedAt = Date.now();
    process.kill(pid ?? -1, 'SIGKILL');
    // Back: a new child answers on the same port.
    await expect
      .poll(
        async () => {
          const next = contentServicePid(site.child.pid ?? -1);
          return (
            next !== undefined && next !== pid && (await status(`http://127.0.0.1:${ports.content}/health`))
          );
        },
        { timeout: 10_000, intervals: [50] },
      )
      .toBe(200);
    const restartMs = Date.now() - killedAt;
    await expect
      .poll(async () => (await readiness(site.origin)).content, {
        timeout: 10_000 - restartMs,
        intervals: [100],
      })
      .toBe('ok');
    const readyMs = Date.now() - killedAt;
    // Pages rendered again after the restart are part of what is checked.
    await expect.poll(() => answers.length, { timeout: 30_000 }).toBeGreaterThan(30);
    loading = false;
    await Promise.all(loaders);

    console.log(
      `content service: back ${restartMs} ms after SIGKILL, /readyz content ok after ${readyMs} ms; ` +
        `${answers.length} page answers: ${answers.filter((a) => a.status === 200).length} × 200, ` +
        `${answers.filter((a) => a.status === 503).length} × 503`,
    );
    test.info().annotations.push({ type: 'content-service restart', description: `${restartMs} ms` });
    const wrong = answers.filter(
      (answer) => answer.status !== 200 && !(answer.status === 503 && answer.retryAfter !== null),
    );
    expect(wrong).toEqual([]);
    expect(readyMs).toBeLessThan(10_000);
    expect(site.child.exitCode, 'the site kept running').toBeNull();
  } finally {
    await stopSite(site);
  }
});

test('a SIGKILLed site leaves no content service behind, and the same command starts again', async () => {
  test.setTimeout(150_000);
  const ports = portsFor(1);
  const first = startSite(ports);
  let second: StartedSite | undefined;
  try {
    await waitUntilServing(first);
    const pid = contentServicePid(first.child.pid ?? -1);
    expect(pid).toBeDefined();
    first.child.kill('SIGKILL');
    await first.exit;
    await expect.poll(() => alive(pid ?? -1), { timeout: 10_000, intervals: [50] }).toBe(false);

    second = startSite(ports);
    await waitUntilServing(second);
    await expect
      .poll(async () => (await readiness(second?.origin ?? '')).status, { timeout: 10_000 })
      .toBe(200);
    expect(await stopSite(second)).toBe(0);
  } finally {
    first.child.kill('SIGKILL');
    if (second) await stopSite(second);
  }
});

/**
 * A content API that answers every request `delayMs` late, passing it on to `upstream`. While its
 * gate is closed, cache-version requests (which readiness probes make) wait until it opens.
 */
async function slowContentApi(upstream: string, delayMs: number) {
  const storyRequests: string[] = [];
  let gateClosed = false;
  let held: (() => void)[] = [];
  let cacheVersionsUnheld = 0;
  const forward = (url: string, response: ServerResponse, done: () => void) => {
    fetch(`${upstream}${url}`)
      .then(async (answer) => {
        const body = Buffer.from(await answer.arrayBuffer());
        const headers = Object.fromEntries(
          [...answer.headers].filter(
            ([name]) =>
              !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name),
          ),
        );
        response.writeHead(answer.status, headers).end(body);
      })
      .catch(() => response.destroy())
      .finally(done);
  };
  const server: HttpServer = createHttpServer((request, response) => {
    const url = request.url ?? '/';
    if (url.includes('/cdn/stories')) storyRequests.push(url);
    if (!url.includes('/spaces/me')) {
      setTimeout(() => forward(url, response, () => undefined), delayMs);
    } else if (gateClosed) {
      held.push(() => forward(url, response, () => undefined));
    } else {
      cacheVersionsUnheld += 1;
      setTimeout(() => forward(url, response, () => (cacheVersionsUnheld -= 1)), delayMs);
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    storyRequests,
    server,
    closeGate: () => (gateClosed = true),
    openGate: () => {
      gateClosed = false;
      for (const release of held) release();
      held = [];
    },
    /** Cache-version requests under way that the gate does not hold. */
    unheldCacheVersions: () => cacheVersionsUnheld,
    heldCacheVersions: () => held.length,
  };
}

test('SIGTERM lets a slow request in flight finish, turns /readyz 503 at once and exits 0', async () => {
  test.setTimeout(150_000);
  const ports = portsFor(2);
  // The real content service, alone, behind an API that answers 1 s late.
  const service = spawn(process.execPath, ['scripts/content-service.mjs'], {
    env: { ...process.env, CONTENT_SERVICE_PORT: String(ports.content), CONTENT_SERVICE_HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  const slow = await slowContentApi(`http://127.0.0.1:${ports.content}`, 1_000);
  const site = startSite(ports, {
    START_CONTENT_SERVICE: 'false',
    CONTENT_API_URL: `http://127.0.0.1:${slow.port}/v2`,
    CONTENT_TIMEOUT_MS: '20000',
    SHUTDOWN_TIMEOUT_MS: '30000',
    // Every readiness probe asks the slow API for the cache version, so a probe is in flight too.
    CONTENT_CV_TTL_MS: '0',
  });
  try {
    await expect
      .poll(() => status(`http://127.0.0.1:${ports.content}/health`), { timeout: 60_000 })
      .toBe(200);
    await waitUntilServing(site);

    const started = Date.now();
    const page = fetch(`${site.origin}/pricing`).then(
      async (response) => ({
        status: response.status,
        body: await response.text(),
        ms: Date.now() - started,
      }),
      (error: unknown) => ({ status: 0, body: String(error), ms: Date.now() - started }),
    );
    // The page is in flight once the site asked the slow API for its story.
    await expect
      .poll(() => slow.storyRequests.length, { timeout: 20_000, intervals: [20] })
      .toBeGreaterThan(0);
    // A probe in flight: with the gate closed and every earlier cache-version request answered, the
    // probe's own one waits at the gate (the content client shares a request under way).
    slow.closeGate();
    await expect.poll(() => slow.unheldCacheVersions(), { timeout: 20_000, intervals: [20] }).toBe(0);
    const probe = readiness(site.origin);
    await expect
      .poll(() => slow.heldCacheVersions(), { timeout: 20_000, intervals: [20] })
      .toBeGreaterThan(0);
    site.child.kill('SIGTERM');
    await expect
      .poll(() => site.output(), { timeout: 10_000, intervals: [20] })
      .toContain('SIGTERM: draining');
    slow.openGate();

    expect((await probe).status, 'the probe answered during the drain').toBe(503);
    // New connections are refused, or answered 503 if they slipped in: never "ready" again.
    const later = await status(`${site.origin}/readyz`);
    expect([503, 'refused']).toContain(later);
    const answer = await page;
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('</html>');
    const code = await site.exit;
    console.log(
      `SIGTERM drain: /pricing answered 200 after ${answer.ms} ms; the site exited ${String(code)}`,
    );
    expect(code).toBe(0);
    expect(site.output()).toContain('Shutdown complete');
  } finally {
    site.child.kill('SIGKILL');
    service.kill('SIGTERM');
    slow.server.close();
    slow.server.closeAllConnections();
  }
});

test('SIGTERM cuts what is still in flight after SHUTDOWN_TIMEOUT_MS, says so and exits 1', async () => {
  test.setTimeout(150_000);
  const ports = portsFor(4);
  const service = spawn(process.execPath, ['scripts/content-service.mjs'], {
    env: { ...process.env, CONTENT_SERVICE_PORT: String(ports.content), CONTENT_SERVICE_HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  const slow = await slowContentApi(`http://127.0.0.1:${ports.content}`, 1_000);
  const site = startSite(ports, {
    START_CONTENT_SERVICE: 'false',
    CONTENT_API_URL: `http://127.0.0.1:${slow.port}/v2`,
    CONTENT_TIMEOUT_MS: '20000',
    SHUTDOWN_TIMEOUT_MS: '300',
  });
  try {
    await expect
      .poll(() => status(`http://127.0.0.1:${ports.content}/health`), { timeout: 60_000 })
      .toBe(200);
    await waitUntilServing(site);
    const page = status(`${site.origin}/pricing`);
    await expect
      .poll(() => slow.storyRequests.length, { timeout: 20_000, intervals: [20] })
      .toBeGreaterThan(0);
    site.child.kill('SIGTERM');
    expect(await page, 'the cut request gets no answer').toBe('refused');
    expect(await site.exit).toBe(1);
    expect(site.output()).toContain(
      'Shutdown cut 1 request(s) still in flight after SHUTDOWN_TIMEOUT_MS (300 ms)',
    );
  } finally {
    site.child.kill('SIGKILL');
    service.kill('SIGTERM');
    slow.server.close();
    slow.server.closeAllConnections();
  }
});

async function occupy(port: number): Promise<Server> {
  const server = createTcpServer(() => undefined);
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

test('a taken port stops the start with a message naming it and its variable', async () => {
  test.setTimeout(150_000);
  const ports = portsFor(3);

  const contentBlocker = await occupy(ports.content);
  try {
    const site = startSite(ports);
    const code = await site.exit;
    expect(code).not.toBe(0);
    expect(site.output()).toContain(
      `Port ${ports.content} (CONTENT_SERVICE_PORT) is already in use: stop the other process or set CONTENT_SERVICE_PORT`,
    );
  } finally {
    contentBlocker.close();
  }

  const siteBlocker = await occupy(ports.site);
  try {
    const site = startSite(ports);
    const code = await site.exit;
    expect(code).not.toBe(0);
    expect(site.output()).toContain(
      `Port ${ports.site} (PORT) is already in use: stop the other process or set PORT`,
    );
    // The content service it had started is gone with it: its port is free again.
    await expect
      .poll(() => status(`http://127.0.0.1:${ports.content}/health`), { timeout: 10_000 })
      .toBe('refused');
  } finally {
    siteBlocker.close();
  }
});
