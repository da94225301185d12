// `npm run dev` serves through the production app: one start of scripts/dev.ts (content service,
// Vite in middleware mode, the site's Express app), then its answers are held to production's rules.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

const SITE_PORT = 4852;
const CONTENT_PORT = 4853;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const CONTENT_HEALTH = `http://127.0.0.1:${CONTENT_PORT}/health`;
/** Vite compiles the server build on the first request: on a busy two-core machine, tens of seconds. */
const START_TIMEOUT_MS = 180_000;

let dev: ChildProcess;
let output = '';

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function until(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} not within ${timeoutMs} ms:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  const data = mkdtempSync(path.join(tmpdir(), 'dev-site-'));
  dev = spawn(process.execPath, ['--import', 'tsx', path.join('scripts', 'dev.ts')], {
    env: {
      ...process.env,
      NODE_ENV: undefined,
      HOST: '127.0.0.1',
      PORT: String(SITE_PORT),
      CONTENT_SERVICE_PORT: String(CONTENT_PORT),
      CONTENT_API_URL: `http://127.0.0.1:${CONTENT_PORT}/v2`,
      SQLITE_PATH: path.join(data, 'site.sqlite'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started = Date.now();
  await until(
    async () => {
      if (dev.exitCode !== null) throw new Error(`npm run dev exited (${dev.exitCode}):\n${output}`);
      return answers(`${SITE}/healthz`);
    },
    START_TIMEOUT_MS,
    'the dev site answering /healthz',
  );
  console.info(`dev site answered /healthz after ${Date.now() - started} ms`);
}, START_TIMEOUT_MS + 10_000);

afterAll(async () => {
  if (!dev || dev.exitCode !== null) return;
  dev.kill('SIGTERM');
  await until(async () => dev.exitCode !== null, 20_000, 'the dev site stopping').finally(() => {
    if (dev.exitCode === null) dev.kill('SIGKILL');
  });
}, 30_000);

describe('npm run dev', () => {
  it('answers a page with production security headers, a request id and its scripts allowed by hash, as in production', async () => {
    const response = await fetch(`${SITE}/`);
    expect(response.status).toBe(200);
    const headers = response.headers;
    const policy = headers.get('content-security-policy') ?? '';
    // Rendered as the page cache renders for everyone: no nonce, each inline script's hash.
    expect(policy).not.toContain("'nonce-");
    expect(policy, policy).toMatch(/script-src 'sha256-/);
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('permissions-policy')).toContain('camera=()');
    expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.get('access-control-allow-origin')).toBeNull();
    // Nothing is kept in development, yet the page carries the headers of a production miss.
    expect(headers.get('x-cache')).toBe('MISS');
    expect(headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/);
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).not.toContain('nonce=');
  });

  it('serves Vite’s modules through the same app', async () => {
    const response = await fetch(`${SITE}/@vite/client`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('x-request-id')).toBeTruthy();
    expect(response.headers.get('content-security-policy')).toContain("'strict-dynamic'");
  });

  it('answers the health routes and refuses a cross-site post', async () => {
    expect((await fetch(`${SITE}/healthz`)).status).toBe(200);
    const refused = await fetch(`${SITE}/api/forms`, {
      method: 'POST',
      headers: { origin: 'https://elsewhere.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=someone%40example.com',
    });
    expect(refused.status).toBe(403);
    expect(await answers(CONTENT_HEALTH)).toBe(true);
  });

  it('runs the page, React Refresh and Vite’s hot-reload socket under the CSP', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
    try {
      const page = await browser.newPage();
      const messages: string[] = [];
      page.on('console', (message) => messages.push(message.text()));
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      await page.goto(`${SITE}/`, { timeout: 90_000 });
      // On a first start (no node_modules/.vite yet) Vite may finish optimizing dependencies after
      // the page has loaded, and then reloads it once: each read below waits for a page that stays
      // instead of failing on the reload, and the console keeps what every load reported.
      const onStablePage = async <T>(read: () => T, whileReloading: T): Promise<T> => {
        try {
          return await page.evaluate(read);
        } catch {
          return whileReloading;
        }
      };
      await expect
        .poll(
          () =>
            onStablePage(
              () =>
                (window as unknown as { __vite_plugin_react_preamble_installed__?: boolean })
                  .__vite_plugin_react_preamble_installed__ === true,
              false,
            ),
          { timeout: 90_000 },
        )
        .toBe(true);
      await expect.poll(() => messages.includes('[vite] connected.'), { timeout: 30_000 }).toBe(true);
      await expect
        .poll(
          () =>
            onStablePage(
              () => (window as unknown as { cspViolations: string[] }).cspViolations,
              ['page reloading'],
            ),
          { timeout: 30_000 },
        )
        .toEqual([]);
      expect(messages.filter((text) => text.includes('Content Security Policy'))).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 150_000);

  it('stops the content service with it', async () => {
    dev.kill('SIGTERM');
    await until(async () => dev.exitCode !== null, 20_000, 'the dev site stopping');
    await until(async () => !(await answers(CONTENT_HEALTH)), 20_000, 'the content service stopping');
  }, 45_000);
});
