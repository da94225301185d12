// The tracking API judged by clients nobody here wrote: Segment's own Node library sends every call
// to it over HTTP, a raw gzipped batch in the format Segment documents is taken, and the site's
// forwarder delivers stored browser messages to another site's tracking API, which takes them as they
// are. The store is read back each time: accepted means stored, once.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { Analytics } from '@segment/analytics-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overrideConfig } from '../../config/test-config';
import { database, SITE_MIGRATIONS } from '../database.server';
import { openSqlite } from '../storage/sqlite.server';
import { migrate } from '../storage/migrations.server';
import type { ValidAnalyticsMessage } from './batch-schema.server';
import { BROWSER_SOURCE, storeAnalyticsMessages } from './event-store.server';
import { forwardOnce } from './forwarder.server';
import { browserMessage, MAX_BATCH_BYTES, MAX_MESSAGE_BYTES } from './segment-spec.server';
import { basicAuthUser, trackingApiCall } from './tracking-api.server';

const WRITE_KEY = 'backend-write-key-0123456789';
const FORWARD_KEY = 'forwarder-write-key-0123456789';
overrideConfig({
  SQLITE_PATH: ':memory:',
  LOG_LEVEL: 'silent',
  ANALYTICS_FORWARD_URL: undefined,
  ANALYTICS_WRITE_KEYS: `backend:${WRITE_KEY},other-site:${FORWARD_KEY}`,
});

let server: Server;
let origin: string;

/** The tracking API behind a real HTTP server, as a running site has it under /v1/{call}. */
beforeAll(async () => {
  server = createServer((incoming: IncomingMessage, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    const call = /^\/v1\/([^/]+)$/.exec(url.pathname)?.[1];
    const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
    const request = new Request(url, {
      method: incoming.method,
      headers: incoming.headers as Record<string, string>,
      body: hasBody ? (Readable.toWeb(incoming) as ReadableStream<Uint8Array>) : undefined,
      duplex: 'half',
    } as RequestInit);
    void trackingApiCall(request, call).then(async (response) => {
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface StoredRow {
  message_id: string;
  type: string;
  event: string | null;
  user_id: string | null;
  anonymous_id: string | null;
  source: string;
  payload: string;
}

async function stored(where: { userId?: string; anonymousId?: string }): Promise<StoredRow[]> {
  let query = (await database())
    .selectFrom('analytics_events')
    .select(['message_id', 'type', 'event', 'user_id', 'anonymous_id', 'source', 'payload'])
    .orderBy('received_at')
    .orderBy('type');
  if (where.userId) query = query.where('user_id', '=', where.userId);
  if (where.anonymousId) query = query.where('anonymous_id', '=', where.anonymousId);
  return query.execute();
}

function basic(key: string) {
  return `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
}

function post(call: string, body: BodyInit, headers: Record<string, string> = {}) {
  return fetch(`${origin}/v1/${call}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: basic(WRITE_KEY), ...headers },
    body,
  });
}

function segmentClient(writeKey: string) {
  const statuses: number[] = [];
  const failures: string[] = [];
  const analytics = new Analytics({ writeKey, host: origin, maxRetries: 0, flushInterval: 50 });
  analytics.on('http_response', (response) => statuses.push(response.status));
  analytics.on('error', (error) => failures.push(String((error as { code?: string }).code ?? error)));
  return { analytics, statuses, failures };
}

describe('the tracking API with @segment/analytics-node', () => {
  it('accepts identify, track, page, screen, group and alias, and stores each once', async () => {
    const { analytics, statuses, failures } = segmentClient(WRITE_KEY);
    const userId = `user-${Date.now()}`;
    analytics.identify({ userId, traits: { email: 'pat@example.com', plan: 'team' } });
    analytics.track({ userId, event: 'Order Completed', properties: { revenue: 42, currency: 'GBP' } });
    analytics.page({ userId, name: 'Pricing', properties: { path: '/gb/pricing' } });
    analytics.screen({ userId, name: 'Rota' });
    analytics.group({ userId, groupId: 'acme-ltd', traits: { employees: 120 } });
    analytics.alias({ userId, previousId: 'anon-before-signup' });
    await analytics.closeAndFlush({ timeout: 10_000 });

    expect(failures).toEqual([]);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const rows = await stored({ userId });
    expect(rows.map((row) => row.type).toSorted()).toEqual(
      ['alias', 'group', 'identify', 'page', 'screen', 'track'].toSorted(),
    );
    expect(new Set(rows.map((row) => row.source))).toEqual(new Set(['backend']));
    // A server source names its own events, beyond the browser client's 16.
    expect(rows.find((row) => row.type === 'track')?.event).toBe('Order Completed');
    const track = JSON.parse(rows.find((row) => row.type === 'track')?.payload ?? '{}') as Record<
      string,
      unknown
    >;
    expect(track).toMatchObject({
      properties: { revenue: 42, currency: 'GBP' },
      context: { library: { name: '@segment/analytics-node' } },
      sentAt: expect.any(String),
      receivedAt: expect.any(String),
    });
    expect(track).not.toHaveProperty('writeKey');
  });

  it('refuses a wrong write key with 401, and the library reports the delivery failed', async () => {
    const { analytics, statuses, failures } = segmentClient('not-a-key-of-this-site');
    const userId = `refused-${Date.now()}`;
    analytics.track({ userId, event: 'Order Completed' });
    await analytics.closeAndFlush({ timeout: 10_000 });
    expect(statuses).toEqual([401]);
    expect(failures).toEqual(['delivery_failure']);
    expect(await stored({ userId })).toEqual([]);

    const noKey = await fetch(`${origin}/v1/track`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId, event: 'X' }),
    });
    expect(noKey.status).toBe(401);
    expect(noKey.headers.get('www-authenticate')).toMatch(/^Basic /);
  });
});

describe('the tracking API over raw HTTP', () => {
  it('accepts a gzipped batch in the format Segment documents, with the key in the body', async () => {
    const userId = `gzip-${Date.now()}`;
    // Segment's documented /v1/batch example: batch-level context and integrations, per-message type.
    const body = {
      batch: [
        { type: 'identify', userId, traits: { email: 'pgibbons@example.com', name: 'Peter Gibbons' } },
        { type: 'track', userId, event: 'Signed Up', properties: { plan: 'Enterprise' } },
        { type: 'page', userId, name: 'Home', properties: { url: 'https://example.com/' } },
      ],
      context: { device: { type: 'phone', name: 'Apple iPhone 6' } },
      integrations: { All: true },
      writeKey: WRITE_KEY,
    };
    const answer = await fetch(`${origin}/v1/batch`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      body: gzipSync(JSON.stringify(body)),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ success: true });
    const rows = await stored({ userId });
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      const message = JSON.parse(row.payload) as Record<string, unknown>;
      // Segment's defaults: a messageId and a timestamp when none came; the batch's context merged in.
      expect(message).toMatchObject({
        messageId: expect.stringMatching(/^api-/),
        timestamp: expect.any(String),
        context: { device: { type: 'phone' } },
        integrations: { All: true },
      });
    }
  });

  it('stores a message sent twice (same messageId) once', async () => {
    const message = { userId: 'twice', event: 'Shift Published', messageId: `twice-${Date.now()}` };
    expect((await post('track', JSON.stringify(message))).status).toBe(200);
    expect((await post('track', JSON.stringify(message))).status).toBe(200);
    const rows = (await stored({ userId: 'twice' })).filter((row) => row.message_id === message.messageId);
    expect(rows).toHaveLength(1);
  });

  it("keeps a batch's valid messages and names the refused ones; refuses a batch with none", async () => {
    const userId = `partial-${Date.now()}`;
    const answer = await post(
      'batch',
      JSON.stringify({
        batch: [
          { type: 'track', userId, event: 'Kept' },
          { type: 'track', event: 'No identity', messageId: 'orphan-1' },
          { type: 'launch', userId },
        ],
      }),
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      success: true,
      accepted: 1,
      rejected: [
        { index: 1, messageId: 'orphan-1', reason: 'a message needs a userId or an anonymousId' },
        { index: 2, reason: expect.stringContaining('type must be one of') },
      ],
    });
    expect((await stored({ userId })).map((row) => row.event)).toEqual(['Kept']);

    const none = await post('batch', JSON.stringify({ batch: [{ type: 'track', userId }] }));
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ success: false, rejected: [{ index: 0, reason: /event/ }] });
    expect((await post('batch', JSON.stringify({ batch: [] }))).status).toBe(400);
  });

  it("holds Segment's size limits: 32 KB a message, 500 KB a batch, inflated bodies included", async () => {
    const big = (bytes: number) => ({ userId: 'big', event: 'Big', properties: { blob: 'x'.repeat(bytes) } });
    const tooBigCall = await post('track', JSON.stringify(big(MAX_MESSAGE_BYTES)));
    expect(tooBigCall.status).toBe(400);
    expect(await tooBigCall.json()).toMatchObject({ success: false, message: /32 KB/ });

    const tooBigInBatch = await post(
      'batch',
      JSON.stringify({ batch: [{ type: 'track', ...big(MAX_MESSAGE_BYTES) }] }),
    );
    expect(tooBigInBatch.status).toBe(400);
    expect(await tooBigInBatch.json()).toMatchObject({ rejected: [{ reason: /32 KB/ }] });

    const messages = Array.from({ length: 20 }, () => ({ type: 'track', ...big(30 * 1024) }));
    expect((await post('batch', JSON.stringify({ batch: messages }))).status).toBe(400);

    // A few KB of gzip that inflate past 500 KB: refused without inflating it all.
    const bomb = gzipSync(JSON.stringify({ batch: [{ type: 'track', ...big(MAX_BATCH_BYTES * 4) }] }));
    expect(bomb.byteLength).toBeLessThan(10 * 1024);
    const bombAnswer = await post('batch', bomb, { 'Content-Encoding': 'gzip' });
    expect(bombAnswer.status).toBe(400);
    expect(await bombAnswer.json()).toMatchObject({ message: /500 KB/ });
  });

  it('answers bad requests with a clear 4xx', async () => {
    expect((await post('track', '{"userId": ')).status).toBe(400);
    expect((await post('track', '[1, 2]')).status).toBe(400);
    expect((await post('track', 'not gzip', { 'Content-Encoding': 'gzip' })).status).toBe(400);
    expect((await post('track', '{}', { 'Content-Encoding': 'br' })).status).toBe(415);
    expect(
      (await post('track', 'userId=a', { 'Content-Type': 'application/x-www-form-urlencoded' })).status,
    ).toBe(415);
    expect((await post('launch', '{}')).status).toBe(404);
    const get = await fetch(`${origin}/v1/track`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const alias = await post('alias', JSON.stringify({ userId: 'a' }));
    expect(alias.status).toBe(400);
    expect(await alias.json()).toMatchObject({ success: false, message: /previousId/ });
  });

  it('reads the write key from a Basic header, with or without a password', () => {
    expect(basicAuthUser(basic('abc'))).toBe('abc');
    expect(basicAuthUser(`Basic ${Buffer.from('abc').toString('base64')}`)).toBe('abc');
    expect(basicAuthUser('Bearer abc')).toBeUndefined();
    expect(basicAuthUser(null)).toBeUndefined();
  });
});

describe("the forwarder's output", () => {
  function browserEvent(messageId: string): ValidAnalyticsMessage {
    return {
      type: 'track',
      event: 'LEAD_SUBMITTED',
      properties: { formId: '1181' },
      messageId,
      anonymousId: 'forwarded-visitor',
      timestamp: '2026-11-26T10:00:00.000Z',
      context: {
        screen: 'WEBSITE',
        application: 'MOBILE_WEBSITE',
        page: { path: '/gb', url: 'https://www.shiftlane.example/gb', referrer: '', title: 'Home' },
        locale: 'en-GB',
      },
    };
  }

  it("is accepted by another site's tracking API, once, with the site's context where Segment has none", async () => {
    // Site A: its own database, holding what its browser clients sent.
    const siteA = openSqlite(':memory:');
    await migrate(siteA, SITE_MIGRATIONS);
    const ids = [`fwd-${Date.now()}-1`, `fwd-${Date.now()}-2`];
    const sentAt = '2026-11-26T10:00:01.000Z';
    await storeAnalyticsMessages(
      siteA,
      ids.map((id) => browserMessage(browserEvent(id), sentAt, new Date('2026-11-26T10:00:02.000Z'))),
      BROWSER_SOURCE,
    );
    const settings = { url: `${origin}/v1/batch`, writeKey: FORWARD_KEY };
    expect(await forwardOnce(siteA, settings)).toBe(2);

    // Site B: this test's tracking API.
    const rows = await stored({ anonymousId: 'forwarded-visitor' });
    expect(rows.map((row) => row.message_id).toSorted()).toEqual(ids.toSorted());
    expect(new Set(rows.map((row) => row.source))).toEqual(new Set(['other-site']));
    const message = JSON.parse(rows[0]?.payload ?? '{}') as {
      context: Record<string, unknown>;
      event: string;
    };
    expect(message.event).toBe('LEAD_SUBMITTED');
    expect(message.context).toMatchObject({
      site: { screen: 'WEBSITE', application: 'MOBILE_WEBSITE' },
      page: { path: '/gb' },
      locale: 'en-GB',
    });
    // Segment's context.screen is the device's {width, height, density}: not claimed.
    expect(message.context).not.toHaveProperty('screen');
    expect(message.context).not.toHaveProperty('application');

    // Forwarded again (a retry after a lost answer): still once.
    await siteA.updateTable('analytics_events').set({ forwarded_at: null }).execute();
    expect(await forwardOnce(siteA, settings)).toBe(2);
    expect(await stored({ anonymousId: 'forwarded-visitor' })).toHaveLength(2);
    await siteA.destroy();
  });
});
