// Fault injection: 429s, 5xx and latency on the delivery API, on demand.
import StoryblokClient from 'storyblok-js-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningContentService, startContentService } from './server';
import { call, makeStory, PUBLIC_TOKEN, removeDir, serviceOptions, writeContentDir } from './test-support';

let dir: string | undefined;
let service: RunningContentService;

const faults = () => `${service.url}/__faults`;
const home = () => call(`${service.url}/v2/cdn/stories/gb/home?token=${PUBLIC_TOKEN}`, { token: null });

beforeAll(async () => {
  dir = await writeContentDir([makeStory(1, 'gb/home')]);
  service = await startContentService(serviceOptions(dir, { faultInjection: true }));
});

afterEach(async () => {
  vi.restoreAllMocks();
  await call(faults(), { method: 'DELETE' });
});

afterAll(async () => {
  await service.close();
  await removeDir(dir);
});

describe('fault injection', () => {
  it('answers 429 for the next N delivery requests, then fails, then recovers', async () => {
    const set = await call(faults(), {
      method: 'POST',
      body: { rateLimitNext: 2, failNext: 1, failStatus: 503, failMessage: 'Content store exploded' },
    });
    expect(set.body.faults).toMatchObject({ rateLimitNext: 2, failNext: 1, failStatus: 503 });

    // Health and the fault endpoints are not delivery requests.
    expect((await call(`${service.url}/health`)).status).toBe(200);
    expect(((await call(faults())).body.faults as { rateLimitNext: number }).rateLimitNext).toBe(2);

    expect(await home()).toMatchObject({ status: 429, body: { error: 'Too Many Requests' } });
    expect(await home()).toMatchObject({ status: 429 });
    expect(await home()).toMatchObject({ status: 503, body: { error: 'Content store exploded' } });
    expect((await home()).status).toBe(200);
  });

  it('uses the default failure when only failNext is set', async () => {
    await call(faults(), { method: 'POST', body: { failNext: 1 } });
    expect(await home()).toMatchObject({ status: 500, body: { error: 'Internal Server Error' } });
  });

  it('delays delivery answers by latencyMs', async () => {
    await call(faults(), { method: 'POST', body: { latencyMs: 150 } });
    const started = performance.now();
    expect((await home()).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('lets storyblok-js-client retry through rate limiting', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await call(faults(), { method: 'POST', body: { rateLimitNext: 2 } });
    const sb = new StoryblokClient({
      accessToken: PUBLIC_TOKEN,
      endpoint: `${service.url}/v2`,
      rateLimit: 1000,
      retriesDelay: 10,
    });
    expect((await sb.getStory('gb/home')).data.story.id).toBe(1);
  });

  it('validates settings, resets on DELETE, and requires the management token', async () => {
    for (const body of [
      { failStatus: 404 },
      { rateLimitNext: -1 },
      { latencyMs: 60_001 },
      { failNext: 1.5 },
      { slow: true },
    ]) {
      const response = await call(faults(), { method: 'POST', body });
      expect(response.status).toBe(422);
      expect(response.body.error).toMatch(/^Invalid faults/);
    }
    await call(faults(), { method: 'POST', body: { rateLimitNext: 5 } });
    expect((await call(faults(), { method: 'DELETE' })).body.faults).toMatchObject({ rateLimitNext: 0 });
    expect((await home()).status).toBe(200);
    expect((await call(faults(), { method: 'POST', body: { failNext: 1 }, token: null })).status).toBe(401);
    expect((await call(faults(), { method: 'POST', raw: '{' })).status).toBe(400);
  });

  it('is not there when fault injection is off', async () => {
    const plain = await startContentService(serviceOptions(dir ?? ''));
    try {
      expect((await call(`${plain.url}/__faults`, { method: 'POST', body: { failNext: 1 } })).status).toBe(
        404,
      );
    } finally {
      await plain.close();
    }
  });
});
