import { describe, expect, it, vi } from 'vitest';
import { RELEASE_MARKER_KEY } from './release';
import { SERVICE_WORKER_DISABLED_KEY, startServiceWorker, type ServiceWorkerEnv } from './service-worker';
import type { WorkerRequest } from './worker-protocol';

function storage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

/** A worker that answers like public/sw.js: cleared, then stored. */
function answeringWorker() {
  const received: WorkerRequest[] = [];
  return {
    received,
    postMessage(message: WorkerRequest, transfer: Transferable[]) {
      received.push(message);
      const port = transfer[0] as MessagePort;
      port.postMessage({ type: 'release cache cleared', deleted: [] });
      if (message.type === 'new release')
        port.postMessage({ type: 'release stored', release: message.release });
      port.close();
    },
  };
}

function env(overrides: Partial<ServiceWorkerEnv> & { worker?: object | null } = {}) {
  const worker = overrides.worker === undefined ? answeringWorker() : overrides.worker;
  const unregister = vi.fn(async () => true);
  const base = {
    container: {
      register: vi.fn(async () => ({})),
      getRegistration: vi.fn(async () => ({ unregister })),
      ready: Promise.resolve({ active: worker }),
    },
    storage: storage(),
    caches: { keys: vi.fn(async () => ['shiftlane-v1-old', 'other-cache']), delete: vi.fn(async () => true) },
    release: 'abc123',
    log: { error: vi.fn(), warn: vi.fn(), info: vi.fn() },
    timeoutMs: 200,
  };
  return { ...base, ...overrides, worker, unregister } as unknown as ServiceWorkerEnv & {
    worker: ReturnType<typeof answeringWorker> | null;
    unregister: typeof unregister;
    storage: ReturnType<typeof storage>;
    container: typeof base.container;
    caches: typeof base.caches;
    log: typeof base.log;
  };
}

describe('service worker registration (requirements §4, §7, §8)', () => {
  it('registers /sw.js with scope / and without the HTTP cache', async () => {
    const setup = env();
    await startServiceWorker(setup);
    expect(setup.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
  });

  it('tells the worker of a new release when there is no marker, then stores the marker', async () => {
    const setup = env();
    expect(await startServiceWorker(setup)).toBe('release stored');
    expect(setup.worker?.received).toEqual([{ type: 'new release', release: 'abc123', previous: 'none' }]);
    expect(setup.storage.items.get(RELEASE_MARKER_KEY)).toBe('abc123');
    expect(setup.log.info).toHaveBeenCalledWith(
      'Service worker: release cache cleared',
      expect.objectContaining({ type: 'release cache cleared' }),
    );
  });

  it('passes the previous release on when it changed', async () => {
    const setup = env({ storage: storage({ [RELEASE_MARKER_KEY]: 'old999' }) });
    await startServiceWorker(setup);
    expect(setup.worker?.received).toEqual([{ type: 'new release', release: 'abc123', previous: 'old999' }]);
    expect(setup.storage.items.get(RELEASE_MARKER_KEY)).toBe('abc123');
  });

  it('says nothing to the worker when the release is the same', async () => {
    const setup = env({ storage: storage({ [RELEASE_MARKER_KEY]: 'abc123' }) });
    expect(await startServiceWorker(setup)).toBe('same release');
    expect(setup.worker?.received).toEqual([]);
  });

  it("reports 'error' as the previous release when the marker cannot be read", async () => {
    const setup = env({
      storage: {
        getItem: (key: string) => {
          if (key === RELEASE_MARKER_KEY) throw new Error('SecurityError');
          return null;
        },
        setItem: () => undefined,
      } as never,
    });
    await startServiceWorker(setup);
    expect(setup.worker?.received).toEqual([{ type: 'new release', release: 'abc123', previous: 'error' }]);
  });

  it('logs a registration failure with console.error and goes no further', async () => {
    const setup = env();
    const failure = new Error('SecurityError: bad scope');
    setup.container.register.mockRejectedValueOnce(failure);
    expect(await startServiceWorker(setup)).toBe('registration failed');
    expect(setup.log.error).toHaveBeenCalledWith('Service worker registration failed:', failure);
    expect(setup.worker?.received).toEqual([]);
  });

  it('keeps the marker unwritten when the worker never confirms, so the next load retries', async () => {
    const silent = { postMessage: vi.fn() };
    const setup = env({ worker: silent });
    expect(await startServiceWorker(setup)).toBe('release not confirmed');
    expect(silent.postMessage).toHaveBeenCalledOnce();
    expect(setup.storage.items.has(RELEASE_MARKER_KEY)).toBe(false);
    expect(setup.log.warn).toHaveBeenCalledWith(expect.stringContaining('did not answer new release'));
  });

  it("is off when localStorage 'sw-disabled' is 'true': unregistered, its caches dropped", async () => {
    const setup = env({ storage: storage({ [SERVICE_WORKER_DISABLED_KEY]: 'true' }) });
    expect(await startServiceWorker(setup)).toBe('disabled');
    expect(setup.container.register).not.toHaveBeenCalled();
    expect(setup.unregister).toHaveBeenCalledOnce();
    expect(setup.caches.delete).toHaveBeenCalledWith('shiftlane-v1-old');
    expect(setup.caches.delete).not.toHaveBeenCalledWith('other-cache');
  });

  it("stays on for any other value of 'sw-disabled'", async () => {
    const setup = env({ storage: storage({ [SERVICE_WORKER_DISABLED_KEY]: 'false' }) });
    await startServiceWorker(setup);
    expect(setup.container.register).toHaveBeenCalledOnce();
  });
});
