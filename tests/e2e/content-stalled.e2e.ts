// Endpoints never wait on content: with the content service stalled (it accepts connections and
// never answers), a consent post, an analytics batch and the health check answer at once, while a
// page that needs content waits for CONTENT_TIMEOUT_MS. Only pages run the navigation pipeline.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3300) + 62;
const ORIGIN = `http://127.0.0.1:${SITE_PORT}`;
/** Long, so that "answered before it" cannot be luck on a busy machine. */
const CONTENT_TIMEOUT_MS = 20_000;

let stalledContent: Server | undefined;
const heldSockets = new Set<Socket>();
let site: ChildProcess | undefined;
let workDirectory = '';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  workDirectory = mkdtempSync(path.join(os.tmpdir(), 'shiftlane-stalled-'));
  // A content service that takes every connection and says nothing.
  stalledContent = createServer((socket) => {
    heldSockets.add(socket);
    socket.on('close', () => heldSockets.delete(socket));
  });
  await new Promise<void>((resolve) => stalledContent?.listen(0, '127.0.0.1', resolve));
  const address = stalledContent.address();
  const contentPort = typeof address === 'object' && address ? address.port : 0;
  site = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(SITE_PORT),
      START_CONTENT_SERVICE: 'false',
      CONTENT_API_URL: `http://127.0.0.1:${contentPort}/v2`,
      CONTENT_TIMEOUT_MS: String(CONTENT_TIMEOUT_MS),
      SQLITE_PATH: path.join(workDirectory, 'site.sqlite'),
      LOG_LEVEL: 'silent',
    },
  });
  await expect
    .poll(
      async () => {
        if (site?.exitCode !== null) throw new Error(`the site exited (${site?.exitCode})`);
        return fetch(`${ORIGIN}/favicon.svg`).then(
          (response) => response.status,
          () => 0,
        );
      },
      { timeout: 60_000, intervals: [200, 500] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (site && site.exitCode === null) {
    site.kill('SIGTERM');
    await new Promise((resolve) => site?.once('exit', resolve));
  }
  for (const socket of heldSockets) socket.destroy();
  await new Promise((resolve) => stalledContent?.close(resolve));
  if (workDirectory) rmSync(workDirectory, { recursive: true, force: true });
});

/** The request's answer and how long it took, in ms. */
async function timed(pathname: string, init: RequestInit = {}) {
  const started = performance.now();
  const response = await fetch(`${ORIGIN}${pathname}`, init);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

test('with the content service stalled, endpoints answer without waiting for it', async () => {
  const post = (pathname: string, body: string) =>
    timed(pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body,
    });
  const answers = {
    consent: await post('/api/consent', '{}'),
    collect: await post('/api/collect', '{"batch":[]}'),
    healthz: await timed('/healthz'),
    robots: await timed('/robots.txt'),
  };
  for (const [name, answer] of Object.entries(answers)) {
    expect(answer.status, name).toBeLessThan(500);
    // Waiting on content would take CONTENT_TIMEOUT_MS; a busy machine answers in well under half.
    expect(answer.ms, name).toBeLessThan(CONTENT_TIMEOUT_MS / 2);
  }
});
