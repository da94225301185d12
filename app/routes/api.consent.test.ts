import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { overrideConfig } from '../../config/test-config';
import { action, CONSENT_MAX_BODY_BYTES, CONSENT_RATE_LIMIT, loader } from './api.consent';
import { database } from '../database.server';

// The route's database: a fresh SQLite file for this test file.
overrideConfig({ SQLITE_PATH: join(mkdtempSync(join(tmpdir(), 'consent-')), 'site.sqlite') });

const ORIGIN = 'http://site.test';
let address = 0;

function post(body: unknown, headers: Record<string, string> = {}) {
  address += 1;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const request = new Request(`${ORIGIN}/api/consent`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      'x-forwarded-for': `198.51.100.${address}`,
      ...headers,
    },
    body: text,
  });
  return action({ request, params: {}, context: {} as never } as never) as Promise<Response>;
}

const record = (overrides: Record<string, unknown> = {}) => ({
  version: 1,
  decidedAt: '2026-11-21T08:00:00.000Z',
  anonymousId: `Visitor${Date.now()}${Math.random().toString(36).slice(2, 10)}`,
  region: 'gb',
  purposes: { functional: true, analytics: true, advertising: true },
  gpc: false,
  source: 'accept-all',
  ...overrides,
});

afterAll(async () => {
  await (await database()).destroy();
});

describe('POST /api/consent', () => {
  it('records time, purposes, region, anonymous id, version and GPC, and answers 201', async () => {
    const sent = record();
    const response = await post(sent);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ recorded: true, gpc: false, advertising: true });
    const row = await (
      await database()
    )
      .selectFrom('consent_records')
      .selectAll()
      .where('anonymous_id', '=', sent.anonymousId)
      .executeTakeFirst();
    expect(row).toMatchObject({
      consent_version: 1,
      region: 'gb',
      functional: 1,
      analytics: 1,
      advertising: 1,
      gpc: 0,
      source: 'accept-all',
      decided_at: '2026-11-21T08:00:00.000Z',
    });
    expect(Date.parse(String(row?.recorded_at))).toBeGreaterThan(Date.now() - 60_000);
  });

  it('honours Sec-GPC: the record never grants Advertising and the answer says GPC is on', async () => {
    const sent = record();
    const response = await post(sent, { 'sec-gpc': '1' });
    expect(await response.json()).toEqual({ recorded: true, gpc: true, advertising: false });
    const row = await (
      await database()
    )
      .selectFrom('consent_records')
      .select(['advertising', 'gpc'])
      .where('anonymous_id', '=', sent.anonymousId)
      .executeTakeFirst();
    expect(row).toEqual({ advertising: 0, gpc: 1 });
  });

  it.each([
    ['an unknown region', record({ region: 'fr' })],
    ['a missing purpose', record({ purposes: { functional: true, analytics: true } })],
    ['an extra field', record({ email: 'someone@example.com' })],
    ['an id that is not the cookie’s', record({ anonymousId: '<script>alert(1)</script>' })],
    ['a time that is not one', record({ decidedAt: 'yesterday' })],
    ['an unknown source', record({ source: 'robot' })],
    ['a string for a boolean', record({ gpc: 'true' })],
  ])('refuses %s with a clear 400', async (_case, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/^Invalid consent record: /);
  });

  it('refuses text that is not JSON, a large body, another site and other methods', async () => {
    expect((await post('{nope')).status).toBe(400);
    const large = await post(record({ padding: 'x'.repeat(CONSENT_MAX_BODY_BYTES) }));
    expect(large.status).toBe(413);
    const crossSite = await post(record(), { origin: 'https://evil.test' });
    expect(crossSite.status).toBe(403);
    expect(loader().status).toBe(405);
  });

  it('answers a flood from one address with 429 and Retry-After', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    const statuses: number[] = [];
    for (let index = 0; index <= CONSENT_RATE_LIMIT.limit; index += 1) {
      statuses.push((await post(record(), headers)).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
    const last = await post(record(), headers);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
