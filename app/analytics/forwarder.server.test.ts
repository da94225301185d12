import { describe, expect, it, vi } from 'vitest';
import { overrideConfig } from '../../config/test-config';
import { openSqlite } from '../storage/sqlite.server';
import { SITE_MIGRATIONS } from '../database.server';
import { migrate } from '../storage/migrations.server';
import type { ValidAnalyticsMessage } from './batch-schema.server';
import { storeAnalyticsMessages } from './event-store.server';
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

async function databaseWith(...ids: string[]) {
  const db = openSqlite(':memory:');
  await migrate(db, SITE_MIGRATIONS);
  await storeAnalyticsMessages(db, ids.map(message), '2026-01-01T00:00:01.000Z');
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
    const body = JSON.parse(String(init.body)) as { batch: { messageId: string; event: string }[] };
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
