// The health checks a load balancer or an orchestrator probes: /healthz while the process answers,
// /readyz only while it can serve visitors (database migrated, content reachable or cached).
import { expect, test } from '@playwright/test';
import { E2E_NO_CONTENT_SITE_URL } from '../../playwright.config';

test('the site is alive and ready, and says so in JSON that no cache keeps', async ({ request }) => {
  const alive = await request.get('/healthz');
  expect(alive.status()).toBe(200);
  expect(alive.headers()['cache-control']).toBe('no-store');
  const health = (await alive.json()) as { memory: { rssMb: number; heapLimitMb: number } };
  expect(health).toMatchObject({ status: 'ok', eventLoopDelayMs: { p99: expect.any(Number) } });
  // npm start gave the site process its heap limit (MEMORY_LIMIT_MB, 256 MB by default on this
  // machine, plus a young generation of 3 × 16 MB), not V8's default of a quarter of the RAM.
  expect(health.memory.heapLimitMb).toBeLessThanOrEqual(256 + 48);
  expect(health.memory.rssMb).toBeGreaterThan(0);

  const ready = await request.get('/readyz');
  expect(ready.status()).toBe(200);
  expect(ready.headers()['cache-control']).toBe('no-store');
  expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', content: 'ok' } });
});

test('a site without its content service and with nothing cached is alive but not ready', async ({
  request,
}) => {
  expect((await request.get(`${E2E_NO_CONTENT_SITE_URL}/healthz`)).status()).toBe(200);
  const ready = await request.get(`${E2E_NO_CONTENT_SITE_URL}/readyz`);
  expect(ready.status()).toBe(503);
  expect(ready.headers()['retry-after']).toBe('5');
  expect(await ready.json()).toMatchObject({
    status: 'not ready',
    checks: { database: 'ok', content: { state: 'unavailable', cachedPages: 0 } },
  });
});
