import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUILD_POLL_INTERVAL_MS,
  BUILD_POLL_OVERRIDE_KEY,
  buildPollIntervalMs,
  compareBuild,
  fetchRouteRules,
  watchBuilds,
} from './build-check';

function server(builds: { latest: string; rules?: unknown[]; metaStatus?: number }) {
  return vi.fn(async (path: string) => {
    if (path === '/builds/latest.json') return Response.json({ buildId: builds.latest });
    if (path.startsWith('/builds/meta/')) {
      if (builds.metaStatus) return Response.json({ error: 'nope' }, { status: builds.metaStatus });
      return Response.json({ buildId: 'b1', routeRules: builds.rules ?? [] });
    }
    return new Response('not found', { status: 404 });
  });
}

function fakeDocument() {
  const target = new EventTarget();
  return Object.assign(target, { visibilityState: 'visible' as DocumentVisibilityState });
}

describe('the new-build check (requirements §4 "Reloads", §7)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls every 5 minutes unless localStorage sets another interval (at least 1 s)', () => {
    expect(BUILD_POLL_INTERVAL_MS).toBe(300_000);
    expect(buildPollIntervalMs(null)).toBe(300_000);
    expect(buildPollIntervalMs({ getItem: () => null })).toBe(300_000);
    expect(buildPollIntervalMs({ getItem: (key) => (key === BUILD_POLL_OVERRIDE_KEY ? '2000' : null) })).toBe(
      2000,
    );
    expect(buildPollIntervalMs({ getItem: () => '5' })).toBe(1000);
    expect(buildPollIntervalMs({ getItem: () => 'soon' })).toBe(300_000);
  });

  it('calls a build new only when the page knows its own and the server runs another', () => {
    expect(compareBuild('b1', 'b1')).toBe('current');
    expect(compareBuild('b1', 'b2')).toBe('new build');
    expect(compareBuild(null, 'b2')).toBe('unknown');
  });

  it('reports a new build at the next poll, not before, and then stops polling', async () => {
    const fetch = server({ latest: 'b2' });
    const onNewBuild = vi.fn();
    watchBuilds({
      fetch,
      currentBuildId: 'b1',
      intervalMs: 1000,
      document: fakeDocument(),
      onNewBuild,
      onRouteRules: vi.fn(),
      log: { warn: vi.fn() },
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onNewBuild).toHaveBeenCalledWith('b2');
    const calls = fetch.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch.mock.calls.length).toBe(calls);
  });

  it('checks again when the tab becomes visible', async () => {
    const fetch = server({ latest: 'b2' });
    const onNewBuild = vi.fn();
    const doc = fakeDocument();
    watchBuilds({
      fetch,
      currentBuildId: 'b1',
      intervalMs: BUILD_POLL_INTERVAL_MS,
      document: doc,
      onNewBuild,
      onRouteRules: vi.fn(),
      log: { warn: vi.fn() },
    });
    doc.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onNewBuild).toHaveBeenCalledWith('b2');
  });

  it('loads the route rules of its build at once and again at each poll of the same build', async () => {
    const fetch = server({
      latest: 'b1',
      rules: [{ from: '/old', to: '/new', status: 301 }, { from: 'bad' }],
    });
    const onRouteRules = vi.fn();
    watchBuilds({
      fetch,
      currentBuildId: 'b1',
      intervalMs: 1000,
      document: fakeDocument(),
      onNewBuild: vi.fn(),
      onRouteRules,
      log: { warn: vi.fn() },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledWith('/builds/meta/b1.json', expect.anything());
    expect(onRouteRules).toHaveBeenLastCalledWith([
      { from: '/old', to: '/new', status: 301, external: false },
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(onRouteRules).toHaveBeenCalledTimes(2);
  });

  it('only warns when the meta file or the check fails', async () => {
    const warn = vi.fn();
    const onNewBuild = vi.fn();
    watchBuilds({
      fetch: server({ latest: 'b1', metaStatus: 404 }),
      currentBuildId: 'b1',
      intervalMs: 1000,
      document: fakeDocument(),
      onNewBuild,
      onRouteRules: vi.fn(),
      log: { warn },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('route rules'), expect.any(Error));
    warn.mockClear();
    const broken = vi.fn(async () => new Response('<html>', { status: 200 }));
    watchBuilds({
      fetch: broken,
      currentBuildId: 'b1',
      intervalMs: 1000,
      document: fakeDocument(),
      onNewBuild,
      onRouteRules: vi.fn(),
      log: { warn },
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('new-build check failed'), expect.anything());
    expect(onNewBuild).not.toHaveBeenCalled();
  });

  it('reads meta rules with the content schema, dropping invalid ones', async () => {
    const rules = await fetchRouteRules(
      server({ latest: 'b1', rules: [{ from: '/x', to: 'https://example.com', status: '302' }, 7] }),
      'b1',
    );
    expect(rules).toEqual([{ from: '/x', to: 'https://example.com', status: 302, external: true }]);
  });

  it('stops when stopped', async () => {
    const fetch = server({ latest: 'b2' });
    const stop = watchBuilds({
      fetch,
      currentBuildId: 'b1',
      intervalMs: 1000,
      document: fakeDocument(),
      onNewBuild: vi.fn(),
      onRouteRules: vi.fn(),
      log: { warn: vi.fn() },
    });
    stop();
    fetch.mockClear();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).not.toHaveBeenCalled();
  });
});
