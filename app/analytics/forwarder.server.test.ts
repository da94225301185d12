import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { overrideConfig } from '../../config/test-config';
import { openSqlite } from '../storage/sqlite.server';
import { SITE_MIGRATIONS } from '../database.server';
import type { Database } from '../storage/database';
import { migrate } from '../storage/migrations.server';
import { emptyTestDatabases, type EmptyDatabase } from '../storage/test-support';
import type { ValidAnalyticsMessage } from './batch-schema.server';
import { BROWSER_SOURCE, storeAnalyticsMessages } from './event-store.server';
import { browserMessage } from './segment-spec.server';
import { FORWARD_MAX_ATTEMPTS, forwardOnce } from './forwarder.server';

overrideConfig({ LOG_LEVEL: 'silent' });

function message(messageId: string): ValidAnalyticsMessage {
  return {
    type: 'track',
    event: 'LEAD_SUBMITTED',
    properties: { formId: '1181' },
    messageId,
    anonymousId: 'visitor-1',
    timestamp: '2026-01-01T00:00:00.000Z',
    context: {
      screen: 'WEBSITE',
      application: 'WEBSITE',
      page: { path: '/', url: 'http://127.0.0.1/', referrer: '', title: 'Home' },
      locale: 'en-US',
    },
  };
}

function stored(messages: ValidAnalyticsMessage[], sentAt: string) {
  return messages.map((each) => browserMessage(each, sentAt, new Date(sentAt)));
}

async function databaseWith(...ids: string[]) {
  const db = openSqlite(':memory:');
  await migrate(db, SITE_MIGRATIONS);
  await storeAnalyticsMessages(db, stored(ids.map(message), '2026-01-01T00:00:01.000Z'), BROWSER_SOURCE);
  return db;
}

describe('the analytics forwarder', () => {
  it('posts stored messages as a Segment batch with the write key as Basic auth, once', async () => {
    const db = await databaseWith('m-1', 'm-2');
    const fetch = vi.fn(async () => new Response(null, { status: 200 }));
    const settings = { url: 'https://api.segment.example/v1/batch', writeKey: 'wk', fetch };
    expect(await forwardOnce(db, settings)).toBe(2);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.segment.example/v1/batch');
    expect((init.headers as Record<string, string>).Authorization).toBe(
      `Basic ${Buffer.from('wk:').toString('base64')}`,
    );
    expect((init.headers as Record<string, string>)['Content-Encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(init.body as Uint8Array).toString('utf8')) as {
      batch: { messageId: string; event: string }[];
    };
    expect(body.batch.map((sent) => sent.messageId)).toEqual(['m-1', 'm-2']);
    expect(body.batch[0]?.event).toBe('LEAD_SUBMITTED');
    expect(await forwardOnce(db, settings)).toBe(0);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries a failed forward after its backoff, and gives up after the last attempt', async () => {
    const db = await databaseWith('m-3');
    let now = new Date('2026-01-01T00:00:00Z');
    const fetch = vi.fn(async () => new Response('down', { status: 503 }));
    const settings = {
      url: 'https://dest.example/batch',
      writeKey: undefined,
      fetch,
      now: () => now,
      random: () => 0,
    };
    expect(await forwardOnce(db, settings)).toBe(0);
    const row = await db
      .selectFrom('analytics_events')
      .select(['forward_attempts', 'forward_error', 'next_forward_at'])
      .executeTakeFirst();
    expect(row).toMatchObject({ forward_attempts: 1, forward_error: 'HTTP 503' });
    // Not due yet: nothing is sent.
    await forwardOnce(db, settings);
    expect(fetch).toHaveBeenCalledTimes(1);
    for (let attempt = 1; attempt < FORWARD_MAX_ATTEMPTS + 2; attempt += 1) {
      now = new Date(now.getTime() + 2 * 60 * 60 * 1_000);
      await forwardOnce(db, settings);
    }
    expect(fetch).toHaveBeenCalledTimes(FORWARD_MAX_ATTEMPTS);
  });
});

describe.each(emptyTestDatabases())('forwarders sharing one database, on %s', (name, empty) => {
  let store: EmptyDatabase;
  const opened: Database[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.destroy()));
    await store.drop();
  });

  it('send each message once, however their passes interleave, and take over an expired claim', async () => {
    store = await empty();
    const first = await store.open();
    opened.push(first);
    // Two instances on PostgreSQL; on SQLite, one process's connection (a file has one writer).
    const second = name === 'PostgreSQL' ? await store.open() : first;
    if (second !== first) opened.push(second);
    await migrate(first, SITE_MIGRATIONS);
    const ids = Array.from({ length: 250 }, (_, index) => `m-${String(index).padStart(3, '0')}`);
    await storeAnalyticsMessages(first, stored(ids.map(message), '2026-01-01T00:00:01.000Z'), BROWSER_SOURCE);

    const sent: string[] = [];
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const body = JSON.parse(gunzipSync(init?.body as Uint8Array).toString('utf8')) as {
        batch: { messageId: string }[];
      };
      sent.push(...body.batch.map((forwarded) => forwarded.messageId));
      return new Response(null, { status: 200 });
    });
    const settings = { url: 'https://dest.example/batch', writeKey: undefined, fetch };
    const drain = async (db: Database) => {
      let forwarded = 0;
      for (let pass = 0; pass < 10; pass += 1) forwarded += await forwardOnce(db, settings);
      return forwarded;
    };
    const counts = await Promise.all([drain(first), drain(second), drain(first), drain(second)]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(ids.length);
    expect(sent.toSorted()).toEqual(ids);

    // A pass that claimed rows and died leaves a lease; once it has expired, another pass sends them.
    await storeAnalyticsMessages(
      first,
      stored([message('m-late')], '2026-01-01T00:00:02.000Z'),
      BROWSER_SOURCE,
    );
    const stale = '2026-01-01T00:00:00.000Z';
    await first
      .updateTable('analytics_events')
      .set({ forward_claim_token: 'a-killed-instance', forward_claimed_until: stale })
      .where('message_id', '=', 'm-late')
      .execute();
    expect(await forwardOnce(second, settings)).toBe(1);
    expect(sent.filter((id) => id === 'm-late')).toHaveLength(1);
  });

  it('leave a live claim alone', async () => {
    store = await empty();
    const db = await store.open();
    opened.push(db);
    await migrate(db, SITE_MIGRATIONS);
    await storeAnalyticsMessages(db, stored([message('m-held')], '2026-01-01T00:00:01.000Z'), BROWSER_SOURCE);
    await db
      .updateTable('analytics_events')
      .set({ forward_claim_token: 'another-instance', forward_claimed_until: '2999-01-01T00:00:00.000Z' })
      .execute();
    const fetch = vi.fn(async () => new Response(null, { status: 200 }));
    expect(await forwardOnce(db, { url: 'https://dest.example/batch', writeKey: undefined, fetch })).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
  });
});
