import { describe, expect, it } from 'vitest';
import { overrideConfig } from '../../config/test-config';
import { database } from '../database.server';
import { action, COLLECT_RATE_LIMIT, loader } from './api.collect';

overrideConfig({ SQLITE_PATH: ':memory:', LOG_LEVEL: 'silent', ANALYTICS_FORWARD_URL: undefined });

const ORIGIN = 'http://127.0.0.1:3000';
let address = 0;

function message(messageId: string, event = 'VIEW_OPENED') {
  return {
    type: 'track',
    event,
    properties: { name: 'newsletter' },
    messageId,
    anonymousId: '2b6f0cc9-04aa-4a4b-b1a4-5f4ad2f4e001',
    timestamp: new Date().toISOString(),
    context: {
      screen: 'WEBSITE',
      application: 'MOBILE_WEBSITE',
      page: { path: '/gb', url: `${ORIGIN}/gb`, referrer: '', title: 'Home' },
      locale: 'en-GB',
    },
  };
}

function post(body: unknown, init: { headers?: Record<string, string>; from?: string } = {}) {
  address += 1;
  const request = new Request(`${ORIGIN}/api/collect`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      'x-forwarded-for': init.from ?? `10.0.0.${address}`,
      ...init.headers,
    },
  });
  return action({ request, params: {}, context: {} } as never);
}

async function storedIds(): Promise<string[]> {
  const rows = await (
    await database()
  )
    .selectFrom('analytics_events')
    .select('message_id')
    .orderBy('message_id')
    .execute();
  return rows.map((row) => row.message_id);
}

const batch = (...messages: unknown[]) => ({ batch: messages, sentAt: new Date().toISOString() });

describe('POST /api/collect', () => {
  it('stores a valid batch and answers 204', async () => {
    const response = await post(batch(message('good-1'), message('good-2', 'video modal opened')));
    expect(response.status).toBe(204);
    expect(await storedIds()).toEqual(expect.arrayContaining(['good-1', 'good-2']));
    const row = await (
      await database()
    )
      .selectFrom('analytics_events')
      .select(['event', 'payload'])
      .where('message_id', '=', 'good-2')
      .executeTakeFirst();
    expect(row?.event).toBe('video modal opened');
    // Stored in Segment's normal form: the site's own context values under context.site.
    expect(JSON.parse(row?.payload ?? '{}')).toMatchObject({
      context: { site: { screen: 'WEBSITE', application: 'MOBILE_WEBSITE' }, locale: 'en-GB' },
    });
  });

  it('stores a retried messageId once', async () => {
    expect((await post(batch(message('dup-1')))).status).toBe(204);
    expect((await post(batch(message('dup-1'), message('dup-2')))).status).toBe(204);
    const ids = await storedIds();
    expect(ids.filter((id) => id === 'dup-1')).toHaveLength(1);
    expect(ids).toContain('dup-2');
  });

  it('accepts the text/plain body sendBeacon sends', async () => {
    const response = await post(batch(message('beacon-1')), {
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(response.status).toBe(204);
    expect(await storedIds()).toContain('beacon-1');
  });

  it('refuses an unknown event name with 400 and a clear message, storing nothing', async () => {
    const response = await post(batch(message('bad-1'), message('bad-2', 'PAGE_VIEWED')));
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Invalid analytics batch: batch.1.event: Unknown analytics event');
    expect(await storedIds()).not.toContain('bad-1');
  });

  it('refuses malformed bodies with 400', async () => {
    expect((await post('{not json')).status).toBe(400);
    expect((await post({ batch: [], sentAt: new Date().toISOString() })).status).toBe(400);
    const noContext = { ...message('bad-3'), context: undefined };
    expect((await post(batch(noContext))).status).toBe(400);
    const hugeProperties = { ...message('bad-4'), properties: { text: 'x'.repeat(9_000) } };
    const response = await post(batch(hugeProperties));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('batch.0.properties');
  });

  it('refuses a body over 64 KB with 413', async () => {
    const messages = Array.from({ length: 12 }, (_, index) => ({
      ...message(`big-${index}`),
      properties: { text: 'x'.repeat(7_000) },
    }));
    const response = await post(batch(...messages));
    expect(response.status).toBe(413);
    expect(await storedIds()).not.toContain('big-0');
  });

  it('refuses a cross-site post with 403', async () => {
    const response = await post(batch(message('cross-1')), { headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(await storedIds()).not.toContain('cross-1');
  });

  it('refuses other content types with 415', async () => {
    const response = await post(batch(message('form-1')), {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
  });

  it('limits a flood from one address with 429 and Retry-After', async () => {
    let last: Response | undefined;
    for (let index = 0; index <= COLLECT_RATE_LIMIT.limit; index += 1) {
      last = await post(batch(message(`flood-${index}`)), { from: '192.0.2.99' });
    }
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(batch(message('other-address')))).status).toBe(204);
  });

  it('answers GET with 405', () => {
    const response = loader();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
