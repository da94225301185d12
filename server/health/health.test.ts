import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { healthRoutes, type ReadinessChecks } from './health';

let close: () => void = () => undefined;
afterEach(() => close());

async function serve(checks: ReadinessChecks, timeoutMs = 200, draining?: AbortSignal): Promise<string> {
  const app = express();
  app.use(healthRoutes(checks, timeoutMs, draining));
  app.use((_request, response) => response.status(404).send('page'));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const fine: ReadinessChecks = {
  database: async () => undefined,
  content: async () => undefined,
  cachedPages: () => 0,
};

describe('/healthz', () => {
  it('answers while the process runs, whatever its dependencies say, and is never cached', async () => {
    const origin = await serve({
      ...fine,
      database: () => Promise.reject(new Error('down')),
      content: () => Promise.reject(new Error('down')),
    });
    const response = await fetch(`${origin}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { status: string; eventLoopDelayMs: { p99: number } };
    expect(body.status).toBe('ok');
    expect(body.eventLoopDelayMs.p99).toBeGreaterThanOrEqual(0);
  });
});

describe('/readyz', () => {
  it('is ready when the database is migrated and the content service answers', async () => {
    const origin = await serve(fine);
    const response = await fetch(`${origin}/readyz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ready', checks: { database: 'ok', content: 'ok' } });
  });

  it('stays ready on cached pages while the content service is down, and is not without them', async () => {
    let cached = 3;
    const origin = await serve({
      ...fine,
      content: () => Promise.reject(new Error('connect ECONNREFUSED')),
      cachedPages: () => cached,
    });
    const stale = await fetch(`${origin}/readyz`);
    expect(stale.status).toBe(200);
    expect(await stale.json()).toMatchObject({ checks: { content: { state: 'cached', cachedPages: 3 } } });
    cached = 0;
    const empty = await fetch(`${origin}/readyz`);
    expect(empty.status).toBe(503);
    expect(empty.headers.get('retry-after')).toBe('5');
    expect(await empty.json()).toMatchObject({
      status: 'not ready',
      checks: { content: { state: 'unavailable', error: 'connect ECONNREFUSED' } },
    });
  });

  it('is not ready when the database fails or does not answer in time', async () => {
    const failing = await serve({
      ...fine,
      database: () => Promise.reject(new Error('migrations not applied: leads-1')),
    });
    const refused = await fetch(`${failing}/readyz`);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({
      checks: { database: { error: 'migrations not applied: leads-1' } },
    });
    close();
    const hanging = await serve({ ...fine, database: () => new Promise(() => undefined) }, 100);
    const started = Date.now();
    const timedOut = await fetch(`${hanging}/readyz`);
    expect(timedOut.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await timedOut.json()).toMatchObject({
      checks: { database: { error: 'no answer within 100 ms' } },
    });
  });

  it('answers 503 from the moment the process drains, even to a probe whose checks were running', async () => {
    const draining = new AbortController();
    let answerContent: (() => void) | undefined;
    const origin = await serve(
      { ...fine, content: () => new Promise<void>((resolve) => (answerContent = resolve)) },
      5_000,
      draining.signal,
    );
    const running = fetch(`${origin}/readyz`);
    // The probe's checks are under way (waiting on the content service) when the drain begins.
    await vi.waitFor(() => expect(answerContent).toBeDefined());
    draining.abort();
    answerContent?.();
    const probed = await running;
    expect(probed.status).toBe(503);
    expect(probed.headers.get('retry-after')).toBe('5');
    expect(await probed.json()).toEqual({ status: 'draining' });

    const later = await fetch(`${origin}/readyz`);
    expect(later.status).toBe(503);
    expect(await later.json()).toEqual({ status: 'draining' });
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
  });

  it('leaves other paths and methods to the rest of the app', async () => {
    const origin = await serve(fine);
    expect((await fetch(`${origin}/pricing`)).status).toBe(404);
    expect((await fetch(`${origin}/readyz`, { method: 'POST' })).status).toBe(404);
  });
});
