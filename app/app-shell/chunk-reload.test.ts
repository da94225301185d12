import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY_PREFIX,
  CHUNK_RELOAD_WINDOW_MS,
  claimChunkReload,
  installChunkReloadGuard,
  isChunkLoadError,
} from './chunk-reload';

function memory() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

function setup(store = memory(), pathname = '/pricing') {
  const target = new EventTarget();
  const navigation = new EventTarget();
  const clock = { now: 1_000_000 };
  const location = { pathname, reload: vi.fn() };
  const log = { error: vi.fn() };
  const routerConsole = { error: vi.fn() };
  const logged = routerConsole.error;
  const guard = installChunkReloadGuard({
    target,
    console: routerConsole,
    navigation,
    location,
    memory: store,
    now: () => clock.now,
    log,
  });
  return { target, navigation, clock, location, log, store, guard, routerConsole, logged };
}

function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason });
}

function routerReload(userInitiated = false): Event {
  return Object.assign(new Event('navigate', { cancelable: true }), {
    navigationType: 'reload',
    userInitiated,
  });
}

const importFailure = () => new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

describe('the chunk reload guard (requirements §4 "Reloads", §9)', () => {
  it('keeps the required window of 10 000 ms', () => {
    expect(CHUNK_RELOAD_WINDOW_MS).toBe(10_000);
  });

  it('knows the failed dynamic import messages of Chromium, Safari and Firefox', () => {
    expect(isChunkLoadError(importFailure())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError('error loading dynamically imported module: /assets/x.js')).toBe(true);
    expect(isChunkLoadError({ message: 'Failed to fetch dynamically imported module' })).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads on the first failure and remembers when, per path', () => {
    const { target, location, store, clock } = setup();
    target.dispatchEvent(rejection(importFailure()));
    expect(location.reload).toHaveBeenCalledOnce();
    expect(store.items.get(`${CHUNK_RELOAD_KEY_PREFIX}/pricing`)).toBe(String(clock.now));
  });

  it('does not reload again within 10 s, and logs instead', () => {
    const first = setup();
    first.target.dispatchEvent(rejection(importFailure()));
    // The reloaded page: a new guard over the same session memory.
    const second = setup(first.store);
    second.clock.now = first.clock.now + CHUNK_RELOAD_WINDOW_MS - 1;
    second.target.dispatchEvent(rejection(importFailure()));
    expect(second.location.reload).not.toHaveBeenCalled();
    expect(second.log.error).toHaveBeenCalledWith(
      expect.stringContaining('not reloading'),
      expect.any(TypeError),
    );
  });

  it('reloads again once the window has passed', () => {
    const store = memory();
    expect(claimChunkReload('/pricing', 0, store)).toBe(true);
    expect(claimChunkReload('/pricing', CHUNK_RELOAD_WINDOW_MS - 1, store)).toBe(false);
    expect(claimChunkReload('/pricing', CHUNK_RELOAD_WINDOW_MS, store)).toBe(true);
  });

  it('counts each path on its own', () => {
    const store = memory();
    expect(claimChunkReload('/pricing', 0, store)).toBe(true);
    expect(claimChunkReload('/blog', 1, store)).toBe(true);
    expect(claimChunkReload('/pricing', 2, store)).toBe(false);
  });

  it('does not reload when it cannot remember the reload (storage refused)', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimChunkReload('/pricing', 0, refusing)).toBe(false);
  });

  it("cancels Vite's rethrow only when it reloads", () => {
    const { target, location } = setup();
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: importFailure(),
    });
    target.dispatchEvent(event);
    expect(location.reload).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
  });

  it('handles one failure once even when it surfaces twice', () => {
    const { target, location, log } = setup();
    const error = importFailure();
    target.dispatchEvent(
      Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error }),
    );
    target.dispatchEvent(rejection(error));
    expect(location.reload).toHaveBeenCalledOnce();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('ignores errors that are not chunk load failures', () => {
    const { target, location } = setup();
    target.dispatchEvent(rejection(new Error('boom')));
    target.dispatchEvent(Object.assign(new Event('error'), { message: 'Script error.', error: null }));
    expect(location.reload).not.toHaveBeenCalled();
  });

  const routerLog = 'Error loading route module `/assets/collection-page-x.js`, reloading page...';

  it("gives React Router's route-module reload, known by the line it logs first, the same one reload", () => {
    const first = setup();
    first.routerConsole.error(routerLog);
    expect(first.logged).toHaveBeenCalledWith(routerLog);
    const allowed = routerReload();
    first.navigation.dispatchEvent(allowed);
    expect(allowed.defaultPrevented).toBe(false);
    // The reloaded page fails the same way (a prefetch of the same module): no loop.
    const second = setup(first.store);
    second.clock.now = first.clock.now + 1_500;
    second.routerConsole.error(routerLog);
    const cancelled = routerReload();
    second.navigation.dispatchEvent(cancelled);
    expect(cancelled.defaultPrevented).toBe(true);
    expect(second.log.error).toHaveBeenCalledWith(
      expect.stringContaining('route module failed to load again'),
    );
    // Once the window has passed, it may reload again.
    second.clock.now = first.clock.now + CHUNK_RELOAD_WINDOW_MS;
    second.routerConsole.error(routerLog);
    const later = routerReload();
    second.navigation.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('leaves other reloads alone: the visitor’s own, and any not right after that line', () => {
    const { navigation, routerConsole, clock } = setup();
    const reloads = () => [routerReload(), routerReload()];
    const unprompted = reloads();
    for (const event of unprompted) navigation.dispatchEvent(event);
    routerConsole.error(routerLog);
    navigation.dispatchEvent(routerReload());
    const byVisitor = routerReload(true);
    navigation.dispatchEvent(byVisitor);
    clock.now += 60_000;
    const longAfter = routerReload();
    navigation.dispatchEvent(longAfter);
    for (const event of [...unprompted, byVisitor, longAfter]) expect(event.defaultPrevented).toBe(false);
  });

  it('stops listening when stopped, and gives console.error back', () => {
    const { target, location, guard, routerConsole, logged } = setup();
    guard.stop();
    target.dispatchEvent(rejection(importFailure()));
    expect(location.reload).not.toHaveBeenCalled();
    expect(routerConsole.error).toBe(logged);
  });
});
