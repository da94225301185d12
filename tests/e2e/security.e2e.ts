// Security of the running site: the headers on every response; a shared page's inline scripts
// allowed by hash (the same bytes and policy for everyone), a personal page's by a fresh nonce; no CSP violation in Chromium across page types, client
// navigation, modals, video and the service worker; cross-site posts refused; floods limited;
// no open redirect; no stack trace or internal path in any answer to bad input.
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { expect, test, type Route } from '@playwright/test';
import { E2E_GOOGLE_TAG_SCRIPT_URL, E2E_THIRD_PARTY_SCRIPTS } from '../../playwright.config';
import { firstStory } from './content';
import { watchCsp } from './csp-watch';

const NONCE_IN_CSP = /script-src 'nonce-([A-Za-z0-9_-]{22})' 'strict-dynamic'/;

const HTML_PAGES: { name: string; path: () => Promise<string> }[] = [
  { name: 'home', path: async () => '/' },
  { name: 'home-gb', path: async () => '/gb' },
  { name: 'content page', path: async () => '/pricing' },
  { name: 'blog list', path: async () => '/au/blog/page/2' },
  { name: 'blog post', path: async () => `/blog/${(await firstStory('us/blog/', 'blog_post')).slug}` },
  {
    name: 'customer story',
    path: async () => `/au/customers/${(await firstStory('au/customers/', 'customer_story')).slug}`,
  },
  { name: 'consultation', path: async () => '/book-a-consultation' },
  { name: 'error page', path: async () => '/gb/no-such-page-security' },
];

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request exactly as written: Playwright and fetch would resolve '//host' paths themselves. */
function raw(
  baseURL: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: hostname, port, path, method: options.method ?? 'GET', headers: options.headers },
      (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (body += chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** The base64 SHA-256 of each inline script of a page that a browser runs. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) continue;
    hashes.add(createHash('sha256').update(text, 'utf8').digest('base64'));
  }
  return [...hashes];
}

function expectSecurityHeaders(headers: Record<string, string>): void {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  // Plain HTTP, from no proxy that says otherwise: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
}

test.describe('headers, hashes and nonces', () => {
  for (const { name, path } of HTML_PAGES) {
    test(`${name}: security headers; the same bytes and policy for two visitors, every inline script allowed by its hash`, async ({
      request,
    }) => {
      const url = await path();
      // The test server keeps pages fresh for 2 s: two visits may fall on either side of a new
      // render (each render is a new copy, its own bytes and hashes). Each copy must be whole in
      // itself, and two visitors of one copy must get the same bytes and policy.
      const visit = async () => {
        const response = await request.get(url);
        expect([200, 404], url).toContain(response.status());
        const headers = response.headers();
        expect(headers['content-type']).toContain('text/html');
        expectSecurityHeaders(headers);
        expect(headers['cache-control']).toMatch(/^public, /);
        const body = await response.text();
        const policy = headers['content-security-policy'] ?? '';
        const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
        expect(scriptSources).not.toContainEqual(expect.stringMatching(/^'nonce-/));
        expect(body).not.toMatch(/<script[^>]* nonce=/);
        const hashes = inlineScriptHashes(body);
        expect(hashes.length, 'React Router puts its scripts in every page').toBeGreaterThan(0);
        for (const hash of hashes) expect(scriptSources, url).toContain(`'sha256-${hash}'`);
        return { body, policy };
      };
      let previous = await visit();
      let sameCopy = false;
      for (let attempt = 0; attempt < 5 && !sameCopy; attempt += 1) {
        const next = await visit();
        sameCopy = next.body === previous.body && next.policy === previous.policy;
        previous = next;
      }
      expect(sameCopy, 'two visitors of one cached copy get the same bytes and policy').toBe(true);
      const html = previous.body;
      expect(html, 'inline modules are started by a script that inserts them').not.toContain(
        '<script type="module"',
      );
    });
  }

  test('a page rendered for one visitor gets a fresh nonce on every script instead', async ({ request }) => {
    const nonces: string[] = [];
    for (let visit = 0; visit < 2; visit += 1) {
      // A cookie the page cache does not know: the page is rendered for this visitor alone.
      const response = await request.get('/pricing', { headers: { cookie: 'session=abc' } });
      const headers = response.headers();
      expectSecurityHeaders(headers);
      expect(headers['cache-control']).toBe('private, no-store');
      const nonce = NONCE_IN_CSP.exec(headers['content-security-policy'] ?? '')?.[1];
      expect(nonce).toBeDefined();
      const html = await response.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(` nonce="${nonce}"`);
      nonces.push(nonce ?? '');
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test('static files and refusals carry the headers too', async ({ request, baseURL }) => {
    for (const response of [await request.get('/favicon.svg'), await request.get('/sw.js')]) {
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      expect(response.headers()['content-security-policy']).toContain("script-src 'nonce-");
    }
    const refused = await raw(baseURL ?? '', '/', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(refused.headers['content-security-policy']).toMatch(NONCE_IN_CSP);
  });
});

test.describe('in Chromium', () => {
  test('no page type, client navigation or service worker breaks the policy', async ({ page }) => {
    test.slow();
    const violations = await watchCsp(page);
    for (const { path } of HTML_PAGES) {
      await page.goto(await path());
      await page.waitForLoadState('load');
      expect(await violations(), await path()).toEqual([]);
    }
    // The worker registers from /sw.js (worker-src 'self') and takes over the page.
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Client-side navigations fetch data and load route modules from nonce'd code.
    await page
      .getByRole('link', { name: /pricing/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.goto('/blog');
    await page.locator('main a[href^="/blog/"]').first().click();
    await expect(page).toHaveURL(/\/blog\/[^/]+$/);
    expect(await violations()).toEqual([]);
  });

  test('modals and video embeds stay within the policy', async ({ page }) => {
    const violations = await watchCsp(page);
    // Nothing loads from the video hosts in tests, but frame-src is checked before the request.
    await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
    );
    await page.goto('/how-it-works');
    await page.getByRole('button', { name: 'See the weekly checklist' }).click();
    const dialog = page.getByRole('dialog', { name: 'The weekly schedule checklist' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: 'Watch the 2-minute tour' }).click();
    const video = page.getByRole('dialog', { name: 'Watch the 2-minute tour' });
    // The embed may wait for consent to its cookies (app/consent): give it.
    const allow = video.getByRole('button', { name: /allow video embeds/i });
    await expect(video.locator('iframe').or(allow)).toBeVisible();
    if (await allow.isVisible()) await allow.click();
    await expect(video.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//);
    // The stubbed player loaded, so frame-src let it through.
    await expect
      .poll(async () => {
        const player = page.frames().find((frame) => frame.url().includes('youtube-nocookie.com'));
        return player ? await player.title() : null;
      })
      .toBe('Player');
    expect(await violations()).toEqual([]);
  });
});

test('third-party scripts loaded by the consent manager run under strict-dynamic', async ({ page }) => {
  const violations = await watchCsp(page);
  // Each stub records that it ran: executed, not only requested.
  const ranStub = (route: Route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `(window.__thirdPartyRan ||= []).push(${JSON.stringify(route.request().url())});`,
    });
  await page.route('https://*.consent-test.invalid/**', ranStub);
  // The Google tag of GOOGLE_TAG_ID too: gtag.js and what it would add are inserted scripts.
  await page.route('https://www.googletagmanager.com/**', ranStub);
  await page.goto('/gb');
  await page.getByRole('button', { name: 'Accept all' }).first().click();
  const ran = () =>
    page.evaluate(() =>
      [...((window as unknown as { __thirdPartyRan?: string[] }).__thirdPartyRan ?? [])].sort(),
    );
  await expect
    .poll(ran)
    .toEqual([...Object.values(E2E_THIRD_PARTY_SCRIPTS), E2E_GOOGLE_TAG_SCRIPT_URL].sort());
  expect(await violations()).toEqual([]);
});

test.describe('state-changing requests', () => {
  test('a cross-site POST is refused with 403 before any route runs; the site’s own passes', async ({
    baseURL,
  }) => {
    const site = baseURL ?? '';
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/form' },
    ];
    for (const headers of foreign) {
      const refused = await raw(site, '/book-a-consultation', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=a%40b.example',
      });
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(refused.body).toBe('This request came from another site and was refused.');
    }
    // The same request from the site itself reaches the route (whatever it answers, not 403).
    const own = await raw(site, '/builds/latest.json', { method: 'POST', headers: { origin: site } });
    expect(own.status).not.toBe(403);
  });

  test('a flood of POSTs from one address is answered 429 with Retry-After', async ({ baseURL }) => {
    const site = baseURL ?? '';
    // The test runner is a trusted proxy on loopback: a made-up forwarded address keeps this
    // flood's count away from every other test's.
    const octet = () => Math.floor(Math.random() * 254) + 1;
    const address = `198.18.${octet()}.${octet()}`;
    const post = () =>
      raw(site, '/builds/latest.json', {
        method: 'POST',
        headers: { origin: site, 'x-forwarded-for': address },
      });
    // Posts pass the guard (the route then answers 405: it has no action) up to the limit...
    let passed = 0;
    let answer = await post();
    while (answer.status !== 429 && passed < 10_000) {
      passed += 1;
      answer = await post();
    }
    expect(answer.status).toBe(429);
    // ...which is exactly the one the server announces (POST_LIMIT_PER_MINUTE, default 300).
    const [limit, window] = String(answer.headers['ratelimit-policy']).split(';w=');
    expect(passed).toBe(Number(limit));
    expect(window).toBe('60');
    expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(answer.body).toMatch(/Too many requests/);
    // Reads from the same address are not limited.
    const read = await raw(site, '/builds/latest.json', { headers: { 'x-forwarded-for': address } });
    expect(read.status).toBe(200);
  });
});

test.describe('redirects', () => {
  const HOSTILE_PATHS = [
    '//evil.example',
    '//evil.example/',
    '///evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '/%5C%5Cevil.example',
    '/%2f%2fevil.example/%2e%2e',
    '/gb//evil.example',
    '/old-pricing//evil.example',
    '/old-pricing?next=//evil.example&returnTo=https://evil.example',
    '/blog/category/payroll?redirect=https%3A%2F%2Fevil.example',
    '/de/terms?next=//evil.example',
    '/fr/privacy/?returnTo=//evil.example',
    '/signup/..%2F..%2F%2Fevil.example',
    '/http://evil.example',
    '/https:/evil.example',
    '/@evil.example',
  ];
  /** The only other site a redirect may lead to: the content-defined /status rule's target. */
  const CONTENT_DEFINED_EXTERNAL = 'https://status.shiftlane.example';

  test('nothing a visitor types leads off the site; only content-defined rules do', async ({ baseURL }) => {
    const site = new URL(baseURL ?? '');
    for (const path of HOSTILE_PATHS) {
      const answer = await raw(site.href, path);
      const location = answer.headers.location;
      if (typeof location !== 'string') continue;
      expect(answer.status, path).toBeGreaterThanOrEqual(300);
      expect(location, path).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, site).host, `${path} -> ${location}`).toBe(site.host);
    }
    const external = await raw(site.href, '/status');
    expect(external.status).toBe(302);
    expect(external.headers.location).toBe(CONTENT_DEFINED_EXTERNAL);
    const legal = await raw(site.href, '/de/terms?x=1');
    expect(legal).toMatchObject({ status: 301, headers: { location: '/gb/terms?x=1' } });
  });
});

test.describe('errors', () => {
  test('bad input is answered 4xx without a stack trace or an internal path', async ({ baseURL }) => {
    const site = baseURL ?? '';
    const origin = { origin: site };
    const cases: {
      name: string;
      path: string;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Input the site may tolerate (any answer below 500 without a trace is right). */
      tolerated?: boolean;
    }[] = [
      { name: 'malformed escape', path: '/blog/%E0%A4%A' },
      { name: 'bad escape in query', path: '/blog?page=%ZZ', tolerated: true },
      { name: 'overlong URL', path: `/${'a'.repeat(5_000)}` },
      { name: 'null byte', path: '/pricing%00.html' },
      { name: 'markup in the path', path: '/blog/%3Cscript%3Ealert(1)%3C%2Fscript%3E' },
      {
        name: 'data request for a missing route',
        path: '/no-such.data?_routes=root,%3Cx%3E',
        tolerated: true,
      },
      { name: 'bad manifest query', path: '/__manifest?paths=%E0%A4%A&version=x', tolerated: true },
      {
        name: 'bad JSON to the webhook',
        path: '/api/content-published',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'webhook-signature': 'nope' },
        body: '{"story_id": ',
      },
      {
        name: 'multipart without a boundary',
        path: '/book-a-consultation',
        method: 'POST',
        headers: { ...origin, 'content-type': 'multipart/form-data' },
        body: '--x\r\nbroken',
      },
      {
        name: 'bad JSON to a page',
        path: '/pricing.data',
        method: 'POST',
        headers: { ...origin, 'content-type': 'application/json' },
        body: '{{{',
      },
      {
        name: 'unknown content type',
        path: '/pricing',
        method: 'PUT',
        headers: { ...origin, 'content-type': 'application/x-evil' },
        body: '\u0000\u0001',
      },
      { name: 'huge header', path: '/', headers: { 'x-filler': 'a'.repeat(20_000) } },
      { name: 'bad host', path: '/', headers: { host: 'evil example/../' } },
    ];
    for (const { name, tolerated, ...request } of cases) {
      const answer = await raw(site, request.path, request);
      if (!tolerated) expect(answer.status, name).toBeGreaterThanOrEqual(400);
      expect(answer.status, name).toBeLessThan(500);
      expect(answer.body, name).not.toMatch(/\n\s+at \S/);
      expect(answer.body, name).not.toMatch(/\/work\/|node_modules|\.tsx?:\d+/);
    }
  });
});
