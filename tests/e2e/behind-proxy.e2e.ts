// The site behind nginx terminating TLS, the way docs/deploy.md deploys it: nginx forwards from an
// address of its own (127.0.0.2, as a proxy on another machine would), and the site trusts only
// that address (TRUST_PROXY). A visitor signs up, books a consultation, accepts cookies and signs in
// to the admin over https; cookies are Secure, HSTS is sent, and the rate limits count each
// visitor's address, not the proxy's.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN_TOKEN, E2E_CONTENT_URL } from '../../playwright.config';
import { clickHeaderLink, requestConsultation, signUp, startAtHome } from './journey-steps';
import { hydrated } from './hydration';

// Its own ports (site +66, proxy +67): other process tests run beside it (page-cache +60,
// content-stalled +62, leads-durability +64, supervision +75…, request-bodies +80).
const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3300) + 66;
const PROXY_PORT = SITE_PORT + 1;
const PROXY_ADDRESS = '127.0.0.2';
const PUBLIC_ORIGIN = `https://127.0.0.1:${PROXY_PORT}`;
/** Per address and minute, over every POST: low enough to reach in a test, above one visit's. */
const POST_LIMIT = 40;
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => spawnSync(file, ['-v']).status === 0);

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ baseURL: PUBLIC_ORIGIN, ignoreHTTPSErrors: true });

let workDirectory = '';
let site: ChildProcess | undefined;
let nginx: ChildProcess | undefined;

function nginxConfig(directory: string): string {
  const proxyRules = readFileSync(path.join('deploy', 'nginx', 'proxy-to-site.conf'), 'utf8');
  return `
worker_processes 1;
user root;
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${directory}/body;
  proxy_temp_path ${directory}/proxy;
  server {
    listen 127.0.0.1:${PROXY_PORT} ssl;
    ssl_certificate ${directory}/cert.pem;
    ssl_certificate_key ${directory}/key.pem;
    location / {
      ${proxyRules}
      # The test's stand-in for "another machine": nginx connects from its own address.
      proxy_bind ${PROXY_ADDRESS};
      proxy_pass http://127.0.0.1:${SITE_PORT};
    }
  }
}`;
}

async function answering(url: string, child: ChildProcess, insecure = false) {
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`${url}: its process exited (${child.exitCode})`);
        const status = await fetchStatus(url, insecure);
        return status;
      },
      { timeout: 120_000, intervals: [200, 500] },
    )
    .toBe(200);
}

function fetchStatus(url: string, insecure: boolean): Promise<number> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(target, { rejectUnauthorized: !insecure }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on('error', () => resolve(0));
    outgoing.end();
  });
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

/** A POST through the proxy from a visitor on `from` (an address of 127.0.0.0/8). */
function postThroughProxy(pathname: string, from: string, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpsRequest(
      {
        host: '127.0.0.1',
        port: PROXY_PORT,
        path: pathname,
        method: 'POST',
        localAddress: from,
        rejectUnauthorized: false,
        headers: { 'content-type': 'application/json', origin: PUBLIC_ORIGIN },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

test.beforeAll(async () => {
  if (!NGINX) throw new Error('nginx is not installed: .ci/run installs it (apt-get install nginx)');
  workDirectory = mkdtempSync(path.join(os.tmpdir(), 'shiftlane-proxy-'));
  const certificate = spawnSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1'],
      ...['-keyout', path.join(workDirectory, 'key.pem'), '-out', path.join(workDirectory, 'cert.pem')],
    ],
    { stdio: 'ignore' },
  );
  if (certificate.status !== 0) throw new Error('openssl could not make a self-signed certificate');
  writeFileSync(path.join(workDirectory, 'nginx.conf'), nginxConfig(workDirectory));

  site = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(SITE_PORT),
      SITE_URL: PUBLIC_ORIGIN,
      TRUST_PROXY: PROXY_ADDRESS,
      START_CONTENT_SERVICE: 'false',
      CONTENT_API_URL: `${E2E_CONTENT_URL}/v2`,
      CONTENT_RATE_LIMIT: '200',
      SQLITE_PATH: path.join(workDirectory, 'site.sqlite'),
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      POST_LIMIT_PER_MINUTE: String(POST_LIMIT),
      LOG_LEVEL: 'warn',
    },
  });
  nginx = spawn(
    NGINX,
    ['-p', workDirectory, '-c', path.join(workDirectory, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: 'inherit',
    },
  );
  await answering(`http://127.0.0.1:${SITE_PORT}/favicon.svg`, site);
  await answering(`${PUBLIC_ORIGIN}/favicon.svg`, nginx, true);
});

test.afterAll(async () => {
  for (const child of [nginx, site]) {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
  if (workDirectory) rmSync(workDirectory, { recursive: true, force: true });
});

test('over https through the proxy: consent, a signup, a consultation and the admin sign-in work, with Secure cookies and HSTS', async ({
  page,
  context,
}) => {
  const home = await page.goto('/gb');
  expect(home?.headers()['strict-transport-security']).toMatch(/^max-age=\d+/);
  expect(home?.headers()['content-security-policy']).toContain('upgrade-insecure-requests');
  await hydrated(page);
  const consentPosted = page.waitForResponse((response) => response.url().endsWith('/api/consent'));
  await page.getByRole('button', { name: 'Accept all' }).click();
  expect((await consentPosted).status()).toBeLessThan(300);

  await startAtHome(page, '/gb');
  await page
    .locator('main')
    .getByRole('link', { name: /free trial/i })
    .first()
    .click();
  await signUp(page.locator('#signup .signup-form'), 'behind-proxy');

  await startAtHome(page, '/gb');
  await clickHeaderLink(page, 'Book a demo');
  await requestConsultation(page, 'United Kingdom');

  await page.goto('/admin/monitoring');
  await page.locator('#admin-token').fill(E2E_ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const cookies = await context.cookies([PUBLIC_ORIGIN, `${PUBLIC_ORIGIN}/admin/monitoring`]);
  expect(cookies.length).toBeGreaterThan(0);
  expect(cookies.filter((cookie) => !cookie.secure).map((cookie) => cookie.name)).toEqual([]);
  expect(cookies.map((cookie) => cookie.name)).toContain('shiftlane_admin');
});

test("the rate limit counts each visitor's address, and only the proxy may name one", async () => {
  // Visitor A posts until the limit stops them.
  let refusedAfter = 0;
  for (let post = 1; post <= POST_LIMIT + 1; post += 1) {
    const answer = await postThroughProxy('/api/consent', '127.0.0.3', '{}');
    expect(answer.status).not.toBe(403);
    if (answer.status === 429) {
      refusedAfter = post;
      break;
    }
  }
  expect(refusedAfter).toBeGreaterThan(1);
  // Visitor B, through the same proxy, is not affected.
  expect((await postThroughProxy('/api/consent', '127.0.0.4', '{}')).status).not.toBe(429);
  // Straight to the site from an address that is not the proxy: X-Forwarded-* count for nothing,
  // neither the address (A's exhausted limit is not this caller's) nor the protocol (no HSTS).
  const direct = await fetch(`http://127.0.0.1:${SITE_PORT}/api/consent`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: `http://127.0.0.1:${SITE_PORT}`,
      'x-forwarded-for': '127.0.0.3',
      'x-forwarded-proto': 'https',
    },
    body: '{}',
  });
  expect(direct.status).not.toBe(429);
  expect(direct.headers.get('strict-transport-security')).toBeNull();
});
