import { describe, expect, it, vi } from 'vitest';

process.env.SQLITE_PATH = ':memory:';
process.env.LOG_LEVEL = 'error';

const { action, MONITORING_RATE_LIMIT } = await import('./api.monitoring');
const { database } = await import('../storage/store.server');

const ORIGIN = 'http://127.0.0.1:3000';
let address = 0;

function post(body: unknown, headers: Record<string, string> = {}) {
  address += 1;
  const request = new Request(`${ORIGIN}/api/monitoring`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      origin: ORIGIN,
      'x-forwarded-for': `10.1.0.${address}`,
      'user-agent': 'Chromium test',
      ...headers,
    },
  });
  return action({ request, params: {}, context: {} } as never);
}

const at = () => new Date().toISOString();
const batch = (...events: unknown[]) => ({ sessionId: 'session-1', sentAt: at(), events });
const errorEvent = (id: string) => ({
  kind: 'error',
  source: 'error',
  id,
  at: at(),
  url: `${ORIGIN}/gb`,
  message: 'TypeError: boom',
  stack: 'TypeError: boom\n    at app.js:1:1',
  file: `${ORIGIN}/assets/app.js`,
  line: 1,
  column: 1,
});

describe('POST /api/monitoring', () => {
  it('stores errors and vitals once each, and logs errors with a prefix', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const body = batch(errorEvent('err-1'), {
      kind: 'vital',
      name: 'LCP',
      id: 'lcp-1',
      at: at(),
      url: ORIGIN,
      value: 812.5,
    });
    expect((await post(body)).status).toBe(204);
    expect((await post(body)).status).toBe(204);
    const rows = await (
      await database()
    ).all<{ id: string; name: string; value: number | null }>(
      'SELECT id, name, value FROM monitoring_events ORDER BY id',
    );
    expect(rows).toEqual([
      { id: 'err-1', name: 'error', value: null },
      { id: 'lcp-1', name: 'LCP', value: 812.5 },
    ]);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toMatch(
      /^\[client-error\] error on http:\/\/127\.0\.0\.1:3000\/gb: TypeError: boom/,
    );
    logged.mockRestore();
  });

  it('refuses malformed batches with 400 and oversized ones with 413', async () => {
    const unknownVital = await post(
      batch({ kind: 'vital', name: 'FID', id: 'v', at: at(), url: ORIGIN, value: 1 }),
    );
    expect(unknownVital.status).toBe(400);
    expect(await unknownVital.text()).toContain('events.0');
    expect((await post('nope')).status).toBe(400);
    expect((await post(batch())).status).toBe(400);
    const big = batch(
      ...Array.from({ length: 20 }, (_, index) => ({
        ...errorEvent(`big-${index}`),
        stack: 's'.repeat(3_900),
      })),
    );
    expect((await post(big)).status).toBe(413);
  });

  it('refuses cross-site posts and floods', async () => {
    expect((await post(batch(errorEvent('x-1')), { origin: 'https://evil.example' })).status).toBe(403);
    let last: Response | undefined;
    for (let index = 0; index <= MONITORING_RATE_LIMIT.limit; index += 1) {
      last = await post('{}', { 'x-forwarded-for': '192.0.2.7' });
    }
    expect(last?.status).toBe(429);
  });
});
