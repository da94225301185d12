import { describe, expect, it, vi } from 'vitest';
import type { ContentClient } from '../../app/content/client.server';
import { announceNewContent } from '../../app/content/content-events';
import { overrideConfig } from '../../config/test-config';
import { keepPagesFresh } from './freshness';

overrideConfig({ LOG_LEVEL: 'silent' });

function fakeClient(cacheVersion: () => Promise<number>): () => ContentClient {
  const client = { cacheVersion } as unknown as ContentClient;
  return () => client;
}

describe('keeping cached pages fresh', () => {
  it('invalidates the cache on every publish announcement until stopped', () => {
    let invalidations = 0;
    const stop = keepPagesFresh(
      { invalidateAll: () => (invalidations += 1) },
      { pollMs: 60_000, client: fakeClient(() => Promise.resolve(1)) },
    );
    announceNewContent(7);
    announceNewContent(null);
    expect(invalidations).toBe(2);
    stop();
    announceNewContent(8);
    expect(invalidations).toBe(2);
  });

  it('asks the content service for its cache version on a timer, and survives it being down', async () => {
    vi.useFakeTimers();
    let polls = 0;
    const stop = keepPagesFresh(
      { invalidateAll: () => undefined },
      {
        pollMs: 1_000,
        client: fakeClient(() => {
          polls += 1;
          return Promise.reject(new Error('down'));
        }),
      },
    );
    await vi.advanceTimersByTimeAsync(2_100);
    stop();
    vi.useRealTimers();
    expect(polls).toBe(2);
  });
});
