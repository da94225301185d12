import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { overrideConfig } from '../../config/test-config';
import { onNewContent } from '../content/content-events';
import {
  INSTANCE_ID,
  listenForPublishes,
  type PublishListener,
  type PublishNotice,
} from '../content/publish-broadcast.server';
import { closeDatabase } from '../database.server';
import { emptyPostgresSchema, TEST_POSTGRES_URL, type EmptyDatabase } from '../storage/test-support';
import { action } from './api.content-published';

const SETTINGS = {
  CONTENT_WEBHOOK_SECRET: 'unit-test-secret',
  CONTENT_API_URL: 'http://127.0.0.1:9/v2',
  LOG_LEVEL: 'silent',
};
overrideConfig(SETTINGS);

function post(body: string, signature?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== undefined) headers['webhook-signature'] = signature;
  const request = new Request('http://localhost/api/content-published', { method: 'POST', body, headers });
  return action({ request, params: {}, context: {} } as never);
}

const sign = (body: string) => createHmac('sha1', 'unit-test-secret').update(body).digest('hex');

describe('the publish webhook', () => {
  const body = JSON.stringify({ action: 'published', story_id: 1, full_slug: 'us/home' });

  it('refuses a call without a signature or with a wrong one', async () => {
    expect(await post(body)).toMatchObject({ init: { status: 401 } });
    expect(await post(body, 'f'.repeat(40))).toMatchObject({ init: { status: 401 } });
    expect(await post(`${body} `, sign(body))).toMatchObject({ init: { status: 401 } });
  });

  it('refuses by the headers alone, before reading a byte: a declared size over 64 KB, a malformed signature', async () => {
    let pulled = 0;
    const unread = () =>
      new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            pulled += 1;
            controller.enqueue(new Uint8Array(1024));
          },
        },
        // Nothing is pulled before someone reads.
        { highWaterMark: 0 },
      );
    const call = (headers: Record<string, string>) =>
      action({
        request: new Request('http://localhost/api/content-published', {
          method: 'POST',
          body: unread(),
          headers,
          duplex: 'half',
        } as RequestInit),
        params: {},
        context: {},
      } as never);
    const tooLarge = await call({ 'content-length': String(64 * 1024 + 1), 'webhook-signature': sign(body) });
    expect(tooLarge).toMatchObject({ init: { status: 413, headers: { Connection: 'close' } } });
    for (const signature of ['sha1=abc', 'g'.repeat(40)]) {
      expect(await call({ 'webhook-signature': signature })).toMatchObject({ init: { status: 401 } });
    }
    expect(await call({})).toMatchObject({ init: { status: 401 } });
    expect(pulled).toBe(0);
  });

  it('refuses a chunked body past 64 KB with 413, before the signature is checked', async () => {
    const big = 'x'.repeat(64 * 1024 + 1);
    expect(await post(big, sign(big))).toMatchObject({ init: { status: 413 } });
    const exact = 'x'.repeat(64 * 1024);
    expect(await post(exact, sign(exact))).toMatchObject({ ok: true });
  });

  it('accepts a correctly signed call', async () => {
    const result = await post(body, sign(body));
    expect(result).toMatchObject({ ok: true });
  });

  it('tells the page cache, even when the content service cannot be asked for the new version', async () => {
    const announced: (number | null)[] = [];
    const stop = onNewContent((cv) => announced.push(cv));
    await post(body);
    expect(announced).toEqual([]);
    await post(body, sign(body));
    stop();
    // CONTENT_API_URL points at a closed port: the version is unknown, the announcement still made.
    expect(announced).toEqual([null]);
  });
});

// On PostgreSQL (TEST_DATABASE_URL, docs/testing.md): another instance listening on the same
// database hears the publish this one accepted.
describe.runIf(TEST_POSTGRES_URL)('the publish webhook on PostgreSQL', () => {
  const body = JSON.stringify({ action: 'published', story_id: 1, full_slug: 'us/home' });
  let store: EmptyDatabase;
  let other: PublishListener;
  const heard: PublishNotice[] = [];
  beforeAll(async () => {
    store = await emptyPostgresSchema(TEST_POSTGRES_URL ?? '');
  });
  overrideConfig(() => ({ ...SETTINGS, DATABASE_URL: store.url }));
  beforeAll(async () => {
    other = listenForPublishes({
      connectionString: TEST_POSTGRES_URL ?? '',
      instanceId: 'another instance',
      // Only this process's notices: other test runs may share the database.
      onPublish: (notice) => (notice.from === INSTANCE_ID ? heard.push(notice) : undefined),
      log: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    await other.ready;
  });
  afterAll(async () => {
    await other.close();
    await closeDatabase();
    await store.drop();
  });

  it('passes a signed publish on to the other instances, and nothing else', async () => {
    expect(await post(body, 'f'.repeat(40))).toMatchObject({ init: { status: 401 } });
    const started = performance.now();
    expect(await post(body, sign(body))).toMatchObject({ ok: true, cv: null });
    await vi.waitFor(() => expect(heard).toHaveLength(1), { timeout: 2_000, interval: 5 });
    expect(performance.now() - started).toBeLessThan(2_000);
    // Notices arrive in the order they were sent: the refused call sent none.
    expect(heard).toEqual([{ from: INSTANCE_ID, cv: null }]);
  });
});
