// The global guards on state-changing requests: same-origin, the coarse per-address limit, and the
// address the limits are keyed by.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiter } from '../../app/security/rate-limit.server';
import {
  limitSignedWebhooks,
  limitStateChanges,
  refuseCrossSite,
  siteOriginsFor,
  trustedClientAddress,
} from './request-guards';
import { serveWith, type TestServer } from './test-server';

let clock = 0;
let guarded: TestServer;
const SITE_URL = 'https://www.shiftlane.example';

beforeAll(async () => {
  guarded = await serveWith([
    trustedClientAddress,
    refuseCrossSite(siteOriginsFor(SITE_URL)),
    limitStateChanges(
      { limit: 3, windowMs: 60_000 },
      new RateLimiter({ limit: 3, windowMs: 60_000 }, () => clock),
    ),
  ]);
});

afterAll(() => guarded.close());

function post(path: string, headers: Record<string, string> = {}, method = 'POST') {
  return fetch(`${guarded.origin}${path}`, { method, headers, body: method === 'DELETE' ? null : 'x=1' });
}

/** Each test keys its requests by an address of its own (the test client is a trusted loopback proxy). */
let address = 0;
function freshAddress(): string {
  address += 1;
  return `203.0.113.${address}`;
}

describe('refuseCrossSite', () => {
  it('refuses state changes from another origin, a null origin or a foreign referer with 403', async () => {
    const cases: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
      { referer: 'not a url' },
      { origin: `${SITE_URL}.evil.example` },
    ];
    for (const headers of cases) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        const response = await post(
          '/api/collect',
          { ...headers, 'x-forwarded-for': freshAddress() },
          method,
        );
        expect(response.status, `${method} ${JSON.stringify(headers)}`).toBe(403);
        expect(await response.text()).toBe('This request came from another site and was refused.');
      }
    }
  });

  it('lets the site itself, SITE_URL and header-less server clients through', async () => {
    const allowed: Record<string, string>[] = [
      { origin: guarded.origin },
      { origin: SITE_URL },
      { referer: `${SITE_URL}/us/pricing` },
      {},
    ];
    for (const headers of allowed) {
      const response = await post('/api/consent', { ...headers, 'x-forwarded-for': freshAddress() });
      expect(response.status, JSON.stringify(headers)).toBe(200);
    }
  });

  it('leaves reads alone and exempts the signed publish webhook', async () => {
    expect((await fetch(guarded.origin, { headers: { origin: 'https://evil.example' } })).status).toBe(200);
    const webhook = await post('/api/content-published', { origin: 'https://evil.example' });
    expect(webhook.status).toBe(200);
  });

  it('accepts the origin a trusted TLS proxy forwards (X-Forwarded-Proto and -Host)', async () => {
    const headers = {
      origin: 'https://shop.shiftlane.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'shop.shiftlane.example',
      'x-forwarded-for': freshAddress(),
    };
    expect((await post('/api/consent', headers)).status).toBe(200);
    // The same origin without the proxy saying so is another site's.
    const { origin, 'x-forwarded-for': forwardedFor } = headers;
    expect((await post('/api/consent', { origin, 'x-forwarded-for': forwardedFor })).status).toBe(403);
  });
});

describe('limitStateChanges', () => {
  it('answers 429 with Retry-After once an address passes the limit, and forgets it after the window', async () => {
    const visitor = freshAddress();
    clock = 1_000;
    for (let count = 0; count < 3; count += 1) {
      expect((await post('/form', { 'x-forwarded-for': visitor })).status).toBe(200);
    }
    clock = 11_000;
    const refused = await post('/form', { 'x-forwarded-for': visitor });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('50');
    expect(refused.headers.get('ratelimit-policy')).toBe('3;w=60');
    expect(await refused.text()).toMatch(/Too many requests/);
    // Another address and plain reads are not affected.
    expect((await post('/form', { 'x-forwarded-for': freshAddress() })).status).toBe(200);
    expect((await fetch(`${guarded.origin}/form`, { headers: { 'x-forwarded-for': visitor } })).status).toBe(
      200,
    );
    clock = 61_000;
    expect((await post('/form', { 'x-forwarded-for': visitor })).status).toBe(200);
  });
});

describe('limitSignedWebhooks', () => {
  it('limits the publish webhook per address by its own rule, apart from the visitors’ posts', async () => {
    const webhookGuarded = await serveWith([
      trustedClientAddress,
      limitStateChanges(
        { limit: 1, windowMs: 60_000 },
        new RateLimiter({ limit: 1, windowMs: 60_000 }, () => clock),
      ),
      limitSignedWebhooks(
        { limit: 2, windowMs: 60_000 },
        new RateLimiter({ limit: 2, windowMs: 60_000 }, () => clock),
      ),
    ]);
    try {
      clock = 100_000;
      const caller = freshAddress();
      const call = () =>
        fetch(`${webhookGuarded.origin}/api/content-published`, {
          method: 'POST',
          headers: { 'x-forwarded-for': caller },
          body: '{}',
        });
      expect((await call()).status).toBe(200);
      expect((await call()).status).toBe(200);
      const refused = await call();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('60');
      expect(refused.headers.get('ratelimit-policy')).toBe('2;w=60');
      // The visitors' limit (1 here) counted none of the webhook calls.
      const form = await fetch(`${webhookGuarded.origin}/form`, {
        method: 'POST',
        headers: { 'x-forwarded-for': caller },
        body: 'x=1',
      });
      expect(form.status).toBe(200);
      clock = 160_000;
      expect((await call()).status).toBe(200);
    } finally {
      await webhookGuarded.close();
    }
  });
});

describe('trustedClientAddress', () => {
  it('replaces X-Forwarded-For with the one address Express trusts', async () => {
    const response = await fetch(guarded.origin, {
      headers: { 'x-forwarded-for': '198.51.100.7, 10.0.0.1' },
    });
    // The test client is on loopback, a trusted proxy: the right-most untrusted hop is the visitor.
    expect(((await response.json()) as { forwardedFor: string }).forwardedFor).toBe('10.0.0.1');
    const direct = await fetch(guarded.origin);
    expect(((await direct.json()) as { forwardedFor: string }).forwardedFor).toBe('127.0.0.1');
  });
});
