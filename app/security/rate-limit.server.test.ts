import { describe, expect, it } from 'vitest';
import { clientAddress, RateLimiter, tooManyRequests } from './rate-limit.server';

describe('RateLimiter', () => {
  it('allows the limit within a window, then answers with the seconds until the window ends', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter({ limit: 3, windowMs: 60_000 }, () => now);
    expect([1, 2, 3].map(() => limiter.take('a').ok)).toEqual([true, true, true]);
    now += 15_000;
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 45 });
    // Another address has its own window.
    expect(limiter.take('b').ok).toBe(true);
    now += 45_000;
    expect(limiter.take('a').ok).toBe(true);
  });

  it('never says to retry after less than a second', () => {
    let now = 0;
    const limiter = new RateLimiter({ limit: 1, windowMs: 1_000 }, () => now);
    limiter.take('a');
    now = 999;
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 1 });
  });

  it('forgets the oldest addresses instead of growing without bound', () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 60_000 }, () => 0);
    limiter.take('first');
    for (let index = 0; index < 50_000; index += 1) limiter.take(`spray-${index}`);
    // 'first' was evicted, so it starts a new window.
    expect(limiter.take('first').ok).toBe(true);
  });
});

describe('clientAddress', () => {
  it('prefers the first forwarded address, then the socket address', () => {
    const forwarded = new Request('http://site.test/', {
      headers: { 'x-forwarded-for': ' 203.0.113.9, 10.0.0.1' },
    });
    expect(clientAddress(forwarded, '127.0.0.1')).toBe('203.0.113.9');
    expect(clientAddress(new Request('http://site.test/'), '198.51.100.7')).toBe('198.51.100.7');
    expect(clientAddress(new Request('http://site.test/'))).toBe('unknown');
  });
});

describe('tooManyRequests', () => {
  it('is a 429 with Retry-After and a plain message', async () => {
    const response = tooManyRequests({ retryAfterSeconds: 12 });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('12');
    expect(await response.text()).toMatch(/Too many requests/);
  });
});
