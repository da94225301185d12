import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { overrideConfig } from '../../config/test-config';
import { onNewContent } from '../content/content-events';
import { action } from './api.content-published';

overrideConfig({
  CONTENT_WEBHOOK_SECRET: 'unit-test-secret',
  CONTENT_API_URL: 'http://127.0.0.1:9/v2',
  LOG_LEVEL: 'silent',
});

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
