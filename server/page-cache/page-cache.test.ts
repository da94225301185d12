import { describe, expect, it } from 'vitest';
import { PageCache, type RenderOutcome } from './page-cache';

const TTL_MS = 60_000;

function setup(overrides: Partial<ConstructorParameters<typeof PageCache>[0]> = {}) {
  let now = 1_000_000;
  const cache = new PageCache<string>({
    ttlMs: TTL_MS,
    maxBytes: 10_000,
    foregroundDeadlineMs: 1_000,
    maxStaleMs: 3_600_000,
    retryMinMs: 1_000,
    retryMaxMs: 8_000,
    now: () => now,
    ...overrides,
  });
  return {
    cache,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const page = (value: string, bytes = 100): RenderOutcome<string> => ({ kind: 'page', page: value, bytes });
const failure = (): RenderOutcome<string> => ({ kind: 'failure', response: '503' });

/** A render the test finishes by hand, counting how often it was started. */
function controlled() {
  let calls = 0;
  let finish: (outcome: RenderOutcome<string>) => void = () => undefined;
  const render = () => {
    calls += 1;
    return new Promise<RenderOutcome<string>>((resolve) => {
      finish = resolve;
    });
  };
  return { render, calls: () => calls, finish: (outcome: RenderOutcome<string>) => finish(outcome) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the page cache', () => {
  it('keeps nothing with no bytes (development): every request renders, answered as a miss', async () => {
    const { cache } = setup({ maxBytes: 0 });
    let renders = 0;
    const render = () => Promise.resolve(page(`v${(renders += 1)}`));
    expect(await cache.serve('k', render)).toEqual({ state: 'MISS', page: 'v1', stored: true });
    expect(await cache.serve('k', render)).toEqual({ state: 'MISS', page: 'v2', stored: true });
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('renders a miss once, then answers hits until the TTL ends', async () => {
    const { cache, advance } = setup();
    let renders = 0;
    const render = () => Promise.resolve(page(`v${(renders += 1)}`));
    expect(await cache.serve('k', render)).toMatchObject({ state: 'MISS', page: 'v1', stored: true });
    advance(TTL_MS - 1);
    expect(await cache.serve('k', render)).toMatchObject({ state: 'HIT', page: 'v1' });
    expect(renders).toBe(1);
  });

  it('serves the stale page after the TTL while one background render refreshes it', async () => {
    const { cache, advance } = setup();
    await cache.serve('k', () => Promise.resolve(page('old')));
    advance(TTL_MS);
    const refresh = controlled();
    expect(await cache.serve('k', refresh.render)).toMatchObject({ state: 'STALE', page: 'old' });
    expect(await cache.serve('k', refresh.render)).toMatchObject({ state: 'STALE', page: 'old' });
    expect(refresh.calls()).toBe(1);
    refresh.finish(page('new'));
    await settle();
    expect(await cache.serve('k', refresh.render)).toMatchObject({ state: 'HIT', page: 'new' });
  });

  it('counts the stored pages that pass a test', async () => {
    const { cache } = setup();
    await cache.serve('a', () => Promise.resolve(page('200')));
    await cache.serve('b', () => Promise.resolve(page('404')));
    await cache.serve('c', () => Promise.resolve(failure()));
    expect(cache.count((stored) => stored === '200')).toBe(1);
    expect(cache.count(() => true)).toBe(2);
  });

  it('coalesces concurrent misses on one key into one render', async () => {
    const { cache } = setup();
    const first = controlled();
    const waiting = [
      cache.serve('k', first.render),
      cache.serve('k', first.render),
      cache.serve('k', first.render),
    ];
    first.finish(page('one'));
    const served = await Promise.all(waiting);
    expect(first.calls()).toBe(1);
    expect(served.map((answer) => answer.page)).toEqual(['one', 'one', 'one']);
  });

  it('does not share a personal answer with the requests that waited for it', async () => {
    const { cache } = setup();
    const first = controlled();
    const mine = cache.serve('k', first.render);
    const theirs = cache.serve('k', () =>
      Promise.resolve({ kind: 'uncacheable', response: 'theirs', shareable: false }),
    );
    first.finish({ kind: 'uncacheable', response: 'mine', shareable: false });
    expect(await mine).toMatchObject({ page: 'mine', stored: false });
    expect(await theirs).toMatchObject({ page: 'theirs', stored: false });
  });

  it('keeps serving the old page when refreshing fails, retrying with a growing backoff', async () => {
    const { cache, advance } = setup();
    await cache.serve('k', () => Promise.resolve(page('old')));
    advance(TTL_MS);
    let attempts = 0;
    const down = () => {
      attempts += 1;
      return Promise.resolve(failure());
    };
    expect(await cache.serve('k', down)).toMatchObject({ state: 'STALE', page: 'old' });
    await settle();
    expect(attempts).toBe(1);
    // Within the first backoff (1 s) nobody starts another render.
    advance(500);
    await cache.serve('k', down);
    await settle();
    expect(attempts).toBe(1);
    advance(500);
    await cache.serve('k', down);
    await settle();
    expect(attempts).toBe(2);
    // The second backoff is 2 s.
    advance(1_500);
    await cache.serve('k', down);
    await settle();
    expect(attempts).toBe(2);
    advance(500);
    await cache.serve('k', () => Promise.resolve(page('back')));
    await settle();
    expect(await cache.serve('k', down)).toMatchObject({ state: 'HIT', page: 'back' });
  });

  it('treats a throwing render as a failure: stale page kept, error reported', async () => {
    const errors: unknown[] = [];
    const { cache, advance } = setup({ onError: (_key, error) => errors.push(error) });
    await cache.serve('k', () => Promise.resolve(page('old')));
    advance(TTL_MS);
    expect(await cache.serve('k', () => Promise.reject(new Error('boom')))).toMatchObject({ state: 'STALE' });
    await settle();
    expect(errors).toHaveLength(1);
  });

  it('answers a never-rendered page with the failure itself, unstored', async () => {
    const { cache } = setup();
    expect(await cache.serve('k', () => Promise.resolve(failure()))).toEqual({
      state: 'MISS',
      page: '503',
      stored: false,
    });
    expect(cache.size).toBe(0);
  });

  it('after a publish renders again in the foreground, falling back to the old page on failure', async () => {
    const { cache } = setup();
    await cache.serve('k', () => Promise.resolve(page('old')));
    cache.invalidateAll();
    expect(await cache.serve('k', () => Promise.resolve(failure()))).toMatchObject({
      state: 'STALE',
      page: 'old',
    });
    // Right after that failure the old page is served without waiting again.
    let calls = 0;
    const counted = () => {
      calls += 1;
      return Promise.resolve(page('new'));
    };
    expect(await cache.serve('k', counted)).toMatchObject({ state: 'STALE', page: 'old' });
    expect(calls).toBe(0);
  });

  it('after a publish serves the new page at once when the render succeeds', async () => {
    const { cache } = setup();
    await cache.serve('k', () => Promise.resolve(page('old')));
    cache.invalidateAll();
    expect(await cache.serve('k', () => Promise.resolve(page('new')))).toMatchObject({
      state: 'MISS',
      page: 'new',
    });
    expect(await cache.serve('k', () => Promise.resolve(page('newer')))).toMatchObject({
      state: 'HIT',
      page: 'new',
    });
  });

  it('after a publish gives up waiting for a slow render at the deadline and serves the old page', async () => {
    const { cache } = setup({ foregroundDeadlineMs: 20 });
    await cache.serve('k', () => Promise.resolve(page('old')));
    cache.invalidateAll();
    const slow = controlled();
    expect(await cache.serve('k', slow.render)).toMatchObject({ state: 'STALE', page: 'old' });
    slow.finish(page('new'));
    await settle();
    expect(await cache.serve('k', slow.render)).toMatchObject({ state: 'HIT', page: 'new' });
  });

  it('does not keep a page rendered from content older than a publish that happened meanwhile', async () => {
    const { cache } = setup();
    const render = controlled();
    const pending = cache.serve('k', render.render);
    cache.invalidateAll();
    render.finish(page('from before the publish'));
    await pending;
    expect(await cache.serve('k', () => Promise.resolve(page('after')))).toMatchObject({
      state: 'MISS',
      page: 'after',
    });
  });

  it('drops a page that now redirects', async () => {
    const { cache, advance } = setup();
    await cache.serve('k', () => Promise.resolve(page('old')));
    advance(TTL_MS);
    await cache.serve('k', () => Promise.resolve({ kind: 'uncacheable', response: '301', shareable: true }));
    await settle();
    expect(cache.size).toBe(0);
  });

  it('stays within its byte bound, dropping the least recently used pages first', async () => {
    const { cache } = setup({ maxBytes: 10_000 });
    // Each entry costs its bytes plus the key and a fixed overhead (512).
    for (const key of ['a', 'b', 'c', 'd']) await cache.serve(key, () => Promise.resolve(page(key, 1_900)));
    expect(cache.size).toBe(4);
    await cache.serve('a', () => Promise.resolve(page('never')));
    await cache.serve('e', () => Promise.resolve(page('e', 1_900)));
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBe(4);
    expect(await cache.serve('a', () => Promise.resolve(page('again')))).toMatchObject({
      state: 'HIT',
      page: 'a',
    });
    expect(await cache.serve('b', () => Promise.resolve(page('b2')))).toMatchObject({
      state: 'MISS',
      page: 'b2',
    });
  });

  it('never stores one page bigger than a quarter of the bound', async () => {
    const { cache } = setup({ maxBytes: 10_000 });
    expect(await cache.serve('big', () => Promise.resolve(page('big', 5_000)))).toMatchObject({
      page: 'big',
    });
    expect(cache.size).toBe(0);
  });

  it('stops serving a page once it is stale beyond the stale-if-error window', async () => {
    const { cache, advance } = setup({ maxStaleMs: 10_000 });
    await cache.serve('k', () => Promise.resolve(page('old')));
    advance(TTL_MS + 10_001);
    expect(await cache.serve('k', () => Promise.resolve(failure()))).toMatchObject({
      page: '503',
      stored: false,
    });
  });
});
