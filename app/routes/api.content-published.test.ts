import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';

process.env.CONTENT_WEBHOOK_SECRET = 'unit-test-secret';
process.env.CONTENT_API_URL = 'http://127.0.0.1:9/v2';
process.env.LOG_LEVEL = 'silent';

const { action } = await import('./api.content-published');
const { onNewContent } = await import('../content/content-events');

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
