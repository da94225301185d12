// Request bodies are bounded while they stream, on every endpoint that takes one (docs/request-limits.md):
// a declared Content-Length over the limit is answered 413 at once, a chunked body over it gets a 413
// (not a connection reset) when the limit is reached, and bodies of 100 MB leave the site's memory
// where it was. These tests measure the site process itself, so they run a site (and its content
// service) of their own, started as `npm start` starts it.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { expect, test } from '@playwright/test';

const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3300) + 80;
const CONTENT_PORT = Number(process.env.E2E_CONTENT_PORT ?? 3310) + 80;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const ADMIN_TOKEN = 'request-bodies-admin-token';
const MB = 1024 * 1024;
/** One chunk, sent again and again: the test never holds a body, only this. */
const CHUNK = Buffer.alloc(64 * 1024, 'a');

interface Endpoint {
  name: string;
  path: string;
  headers: Record<string, string>;
  limitBytes: number;
  /** What the endpoint answers normally, and so its 413 too. */
  type: RegExp;
}

const JSON_TYPE = { 'content-type': 'application/json' };
const ENDPOINTS: Endpoint[] = [
  {
    name: 'publish webhook',
    path: '/api/content-published',
    // Well-formed (but wrong): without one the webhook refuses before it reads anything.
    headers: { ...JSON_TYPE, 'webhook-signature': 'a'.repeat(40) },
    limitBytes: 64 * 1024,
    type: /application\/json/,
  },
  { name: 'analytics', path: '/api/collect', headers: JSON_TYPE, limitBytes: 64 * 1024, type: /text\/plain/ },
  { name: 'consent', path: '/api/consent', headers: JSON_TYPE, limitBytes: 2 * 1024, type: /text\/plain/ },
  {
    name: 'monitoring',
    path: '/api/monitoring?token=pub-shiftlane-local-rum',
    headers: JSON_TYPE,
    limitBytes: 64 * 1024,
    type: /text\/plain/,
  },
  {
    name: 'client error logs',
    path: '/api/monitoring/logs?token=pub-shiftlane-local-logs',
    headers: JSON_TYPE,
    limitBytes: 64 * 1024,
    type: /text\/plain/,
  },
  {
    name: 'replay segments',
    path: '/api/monitoring/replay?token=pub-shiftlane-local-rum',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    limitBytes: 512 * 1024,
    type: /text\/plain/,
  },
  {
    name: 'forms (a page action)',
    path: '/resources',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    limitBytes: 32 * 1024,
    type: /text\/html/,
  },
  {
    name: 'admin sign-in',
    path: '/admin/monitoring',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    limitBytes: 4 * 1024,
    type: /text\/html/,
  },
];

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  elapsedMs: number;
  /** Body bytes the client managed to hand to its socket before the answer came. */
  sentBytes: number;
}

/**
 * Sends up to `totalBytes` of body in chunks, as long as no answer has come (chunked unless
 * `declaredBytes` is given; with 0 only the headers), and resolves with the answer; rejects when the
 * connection ends without one (a reset).
 */
function send(
  path: string,
  headers: Record<string, string>,
  {
    totalBytes,
    declaredBytes,
    method = 'POST',
  }: { totalBytes: number; declaredBytes?: number; method?: string },
): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    const request = httpRequest(`${SITE}${path}`, {
      method,
      agent: false,
      headers: {
        ...headers,
        ...(declaredBytes === undefined ? {} : { 'content-length': String(declaredBytes) }),
      },
    });
    request.on('response', (response) => {
      answered = true;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => {
        if (body.length < 10_000) body += text;
      });
      response.on('end', () => {
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body,
          elapsedMs: Date.now() - started,
          sentBytes,
        });
        request.destroy();
      });
      response.on('error', () => undefined);
    });
    request.on('error', (error) => {
      if (!answered) reject(new Error(`no answer, the connection failed: ${error.message}`));
    });
    if (totalBytes === 0) {
      // The headers alone: the answer must come without the body.
      request.flushHeaders();
      return;
    }
    const pump = () => {
      while (!answered && !request.destroyed && sentBytes < totalBytes) {
        sentBytes += CHUNK.byteLength;
        if (!request.write(CHUNK)) {
          request.once('drain', pump);
          return;
        }
      }
      if (!answered && !request.destroyed) request.end();
    };
    pump();
  });
}

function residentSetBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match?.[1]) throw new Error('no VmRSS');
  return Number(match[1]) * 1024;
}

let site: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // scripts/start.mjs serves the site in its own process: its pid is the site's.
  site = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(SITE_PORT),
      CONTENT_SERVICE_PORT: String(CONTENT_PORT),
      CONTENT_API_URL: `http://127.0.0.1:${CONTENT_PORT}/v2`,
      SQLITE_PATH: `var/e2e/site-${SITE_PORT}.sqlite`,
      CONTENT_RATE_LIMIT: '200',
      ADMIN_TOKEN,
      LOG_LEVEL: 'silent',
    },
  });
  await expect
    .poll(
      async () => {
        if (site?.exitCode !== null) return 'exited';
        return fetch(`${SITE}/favicon.svg`).then(
          (response) => (response.ok ? 'up' : 'starting'),
          () => 'starting',
        );
      },
      { timeout: 150_000, intervals: [250] },
    )
    .toBe('up');
});

test.afterAll(() => {
  site?.kill('SIGTERM');
});

test('a declared Content-Length over the limit is answered 413 at once, without the body', async () => {
  for (const endpoint of ENDPOINTS) {
    const answer = await send(endpoint.path, endpoint.headers, { totalBytes: 0, declaredBytes: 192 * MB });
    expect(answer.status, endpoint.name).toBe(413);
    expect(answer.headers.connection, endpoint.name).toBe('close');
    expect(answer.headers['content-type'], endpoint.name).toMatch(endpoint.type);
    expect(answer.body, endpoint.name).not.toMatch(/\n\s+at /);
    expect(answer.elapsedMs, endpoint.name).toBeLessThan(5_000);
  }
});

test('a chunked body over the limit gets a 413 when it passes the limit, not a reset', async () => {
  for (const endpoint of ENDPOINTS) {
    const answer = await send(endpoint.path, endpoint.headers, { totalBytes: 20 * MB });
    expect(answer.status, endpoint.name).toBe(413);
    expect(answer.headers.connection, endpoint.name).toBe('close');
    expect(answer.headers['content-type'], endpoint.name).toMatch(endpoint.type);
    expect(answer.body, endpoint.name).not.toMatch(/\n\s+at /);
    // The site stopped reading near the limit: the client could hand over no more than the limit
    // and what the sockets' buffers on both sides hold.
    expect(answer.sentBytes, endpoint.name).toBeLessThan(endpoint.limitBytes + 8 * MB);
  }
});

test('a body of exactly the limit still reaches its endpoint', async () => {
  // The webhook reads its 64 KB (one chunk) and checks the signature (wrong here): 401, not 413.
  const webhook = ENDPOINTS[0] as Endpoint;
  expect(CHUNK.byteLength).toBe(webhook.limitBytes);
  const answer = await send(webhook.path, webhook.headers, { totalBytes: CHUNK.byteLength });
  expect(answer.status).toBe(401);
});

test('the publish webhook refuses a post without a well-formed signature before reading it', async () => {
  for (const signature of [undefined, 'sha1=abc', 'z'.repeat(40)]) {
    const headers: Record<string, string> = { ...JSON_TYPE };
    if (signature) headers['webhook-signature'] = signature;
    const answer = await send('/api/content-published', headers, { totalBytes: 0, declaredBytes: 1_000 });
    expect(answer.status, String(signature)).toBe(401);
    expect(answer.elapsedMs).toBeLessThan(5_000);
  }
});

test('a GET or HEAD with a body over 1 KB is refused with 413', async () => {
  for (const method of ['GET', 'HEAD']) {
    const declared = await send('/', {}, { method, totalBytes: 0, declaredBytes: 10 * MB });
    expect(declared.status, method).toBe(413);
    const chunked = await send('/', { 'transfer-encoding': 'chunked' }, { method, totalBytes: 10 * MB });
    expect(chunked.status, method).toBe(413);
    expect(chunked.headers.connection, method).toBe('close');
  }
});

test('4 bodies of 100 MB to each endpoint leave the site process within 50 MB of its memory', async () => {
  test.setTimeout(300_000);
  const pid = site?.pid;
  if (pid === undefined) throw new Error('the site did not start');
  // Once per endpoint first, so that what is loaded on first use is loaded before the baseline.
  for (const endpoint of ENDPOINTS) await send(endpoint.path, endpoint.headers, { totalBytes: 2 * MB });
  const before = residentSetBytes(pid);
  let peak = before;
  for (const endpoint of ENDPOINTS) {
    for (let round = 0; round < 4; round += 1) {
      const chunked = round % 2 === 0;
      const answer = await send(endpoint.path, endpoint.headers, {
        totalBytes: 100 * MB,
        ...(chunked ? {} : { declaredBytes: 100 * MB }),
      });
      expect(answer.status, `${endpoint.name} #${round}`).toBe(413);
      peak = Math.max(peak, residentSetBytes(pid));
    }
  }
  const after = residentSetBytes(pid);
  console.log(
    `site RSS: before ${(before / MB).toFixed(1)} MB, peak ${(peak / MB).toFixed(1)} MB, after ${(after / MB).toFixed(1)} MB`,
  );
  expect(after - before).toBeLessThan(50 * MB);
  expect(peak - before).toBeLessThan(50 * MB);
});
