// public/sw.js run in a sandbox with fake caches, clients and network: what it caches, what it
// serves offline and how it answers each message.
import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { OFFLINE_PAGE_PATH, WORKER_CACHE_PREFIX, WORKER_REPLIES } from './worker-protocol';

const SOURCE = readFileSync(new URL('../../public/sw.js', import.meta.url), 'utf8');
const ORIGIN = 'https://shiftlane.test';
const OFFLINE_HTML = '<h1>You are offline</h1>';

type Listener = (event: unknown) => void;
interface FakeRequest {
  url: string;
  method: string;
  mode: string;
}

function fakeCaches() {
  const store = new Map<string, Map<string, Response>>();
  const keyOf = (request: string | FakeRequest) =>
    new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;
  const open = async (name: string) => {
    if (!store.has(name)) store.set(name, new Map());
    const entries = store.get(name) as Map<string, Response>;
    return {
      match: async (request: string | FakeRequest) => entries.get(keyOf(request))?.clone(),
      put: async (request: string | FakeRequest, response: Response) =>
        void entries.set(keyOf(request), response),
    };
  };
  return {
    store,
    open,
    keys: async () => [...store.keys()],
    delete: async (name: string) => store.delete(name),
    match: async (request: string | FakeRequest) => {
      for (const entries of store.values()) {
        const hit = entries.get(keyOf(request));
        if (hit) return hit.clone();
      }
      return undefined;
    },
  };
}

function loadWorker(options: { online?: boolean } = {}) {
  const listeners = new Map<string, Listener>();
  const caches = fakeCaches();
  const network = { online: options.online ?? true };
  const fetch = vi.fn(async (request: string | FakeRequest) => {
    if (!network.online) throw new TypeError('Failed to fetch');
    const url = new URL(typeof request === 'string' ? request : request.url, ORIGIN);
    if (url.pathname === OFFLINE_PAGE_PATH) return new Response(OFFLINE_HTML);
    const response = new Response(`body of ${url.pathname}`);
    Object.defineProperty(response, 'type', { value: 'basic' });
    return response;
  });
  const windowClient = { id: 'page-1', postMessage: vi.fn() };
  const log = vi.fn();
  const timers: (() => void)[] = [];
  const self: Record<string, unknown> = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(async () => undefined),
    registration: { navigationPreload: { enable: vi.fn(async () => undefined) } },
    clients: {
      claim: vi.fn(async () => undefined),
      matchAll: vi.fn(async () => [windowClient]),
      get: vi.fn(async (id: string) => (id === windowClient.id ? windowClient : undefined)),
    },
  };
  const context = Object.assign(self, {
    self,
    caches,
    fetch,
    Response,
    URL,
    console: { log },
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  vm.runInNewContext(SOURCE, context);

  async function dispatch(type: string, extra: Record<string, unknown> = {}) {
    const waits: Promise<unknown>[] = [];
    let response: Promise<Response> | undefined;
    const event = {
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
      respondWith: (promise: Promise<Response>) => (response = promise),
      ...extra,
    };
    listeners.get(type)?.(event);
    const answered = response ? await response : undefined;
    // waitUntil may be called while the response is produced: settle those too.
    for (let index = 0; index < waits.length; index += 1) await waits[index];
    return answered;
  }

  const request = (path: string, mode = 'no-cors', method = 'GET'): FakeRequest => ({
    url: `${ORIGIN}${path}`,
    method,
    mode,
  });
  const get = (path: string, mode?: string, method?: string) =>
    dispatch('fetch', {
      request: request(path, mode, method),
      clientId: windowClient.id,
      preloadResponse: Promise.resolve(undefined),
    });

  async function send(data: unknown) {
    const port = { postMessage: vi.fn() };
    await dispatch('message', { data, ports: [port] });
    return port.postMessage.mock.calls.map(([message]) => message as { type: string });
  }

  return { caches, fetch, network, windowClient, log, timers, self, dispatch, get, send };
}

describe('the service worker script (public/sw.js)', () => {
  it('speaks the protocol of app/app-shell/worker-protocol.ts', () => {
    for (const reply of WORKER_REPLIES) expect(SOURCE).toContain(`'${reply}'`);
    expect(SOURCE).toContain(`'${WORKER_CACHE_PREFIX}'`);
    expect(SOURCE).toContain(`'${OFFLINE_PAGE_PATH}'`);
  });

  it('stores the offline page at install and takes over at once', async () => {
    const worker = loadWorker();
    await worker.dispatch('install');
    await worker.dispatch('activate');
    expect([...worker.caches.store.keys()]).toEqual(['shiftlane-v1-unreleased']);
    expect(await worker.caches.match(OFFLINE_PAGE_PATH)).toBeDefined();
    expect(worker.self.skipWaiting).toHaveBeenCalled();
    expect((worker.self.clients as { claim: () => void }).claim).toHaveBeenCalled();
  });

  it('on a new release clears every cache of its own, then stores the release', async () => {
    const worker = loadWorker();
    await worker.dispatch('install');
    await worker.get('/assets/root-abc.js');
    const replies = await worker.send({ type: 'new release', release: 'f3781c65', previous: 'none' });
    expect(replies).toEqual([
      {
        type: 'release cache cleared',
        release: 'f3781c65',
        previous: 'none',
        deleted: ['shiftlane-v1-unreleased'],
      },
      { type: 'release stored', release: 'f3781c65', cache: 'shiftlane-v1-f3781c65', offlinePage: true },
    ]);
    expect([...worker.caches.store.keys()]).toEqual(['shiftlane-v1-f3781c65']);
    expect(await worker.caches.match('/assets/root-abc.js')).toBeUndefined();
  });

  it('keeps the offline page it had when a new release comes while offline', async () => {
    const worker = loadWorker();
    await worker.dispatch('install');
    worker.network.online = false;
    const replies = await worker.send({ type: 'new release', release: 'r2', previous: 'r1' });
    expect(replies[1]).toMatchObject({ type: 'release stored', offlinePage: true });
    const response = await worker.get('/blog', 'navigate');
    expect(await response?.text()).toBe(OFFLINE_HTML);
  });

  it('keeps a release name fit for a cache name', async () => {
    const worker = loadWorker();
    const replies = await worker.send({ type: 'new release', release: '../x y', previous: 'error' });
    expect(replies[1]).toMatchObject({ type: 'release stored', cache: 'shiftlane-v1-..xy' });
  });

  it('on force cache clear empties its caches and stores the offline page again', async () => {
    const worker = loadWorker();
    await worker.send({ type: 'new release', release: 'r1', previous: 'none' });
    await worker.get('/assets/root-abc.js');
    const replies = await worker.send({ type: 'force cache clear' });
    expect(replies).toEqual([
      { type: 'release cache cleared', deleted: ['shiftlane-v1-r1'] },
      { type: 'cache updated', cache: 'shiftlane-v1-r1', url: '/offline.html' },
    ]);
    expect(await worker.caches.match('/assets/root-abc.js')).toBeUndefined();
    expect(await worker.caches.match(OFFLINE_PAGE_PATH)).toBeDefined();
  });

  it('answers /assets/* from its cache after the first fetch, and says so to the page', async () => {
    const worker = loadWorker();
    await worker.send({ type: 'new release', release: 'r1', previous: 'none' });
    worker.fetch.mockClear();
    const first = await worker.get('/assets/root-abc.js');
    expect(await first?.text()).toBe('body of /assets/root-abc.js');
    expect(worker.windowClient.postMessage).toHaveBeenCalledWith({
      type: 'cache updated',
      cache: 'shiftlane-v1-r1',
      url: `${ORIGIN}/assets/root-abc.js`,
    });
    worker.network.online = false;
    const second = await worker.get('/assets/root-abc.js');
    expect(await second?.text()).toBe('body of /assets/root-abc.js');
    expect(worker.fetch).toHaveBeenCalledOnce();
  });

  it('never caches pages, page data, API calls or posts', async () => {
    const worker = loadWorker();
    await worker.send({ type: 'new release', release: 'r1', previous: 'none' });
    await worker.get('/pricing', 'navigate');
    expect(await worker.get('/pricing.data')).toBeUndefined();
    expect(await worker.get('/builds/latest.json')).toBeUndefined();
    expect(await worker.get('/api/content-published', 'cors', 'POST')).toBeUndefined();
    expect(await worker.get('/assets/upload', 'cors', 'POST')).toBeUndefined();
    const cached = [...(worker.caches.store.get('shiftlane-v1-r1')?.keys() ?? [])];
    expect(cached).toEqual([`${ORIGIN}/offline.html`]);
  });

  it('serves the offline page for a navigation the network cannot answer, and says so', async () => {
    const worker = loadWorker();
    await worker.dispatch('install');
    worker.network.online = false;
    const response = await worker.get('/blog', 'navigate');
    expect(response?.status).toBe(503);
    expect(await response?.text()).toBe(OFFLINE_HTML);
    expect(worker.windowClient.postMessage).toHaveBeenCalledWith({
      type: 'offline fallback',
      url: `${ORIGIN}/blog`,
    });
  });

  it('still answers offline with a minimal page when the offline page was never stored', async () => {
    const worker = loadWorker({ online: false });
    const response = await worker.get('/blog', 'navigate');
    expect(response?.status).toBe(503);
    expect(await response?.text()).toContain('You are offline');
  });

  it('logs its counts 5 s after activation', async () => {
    const worker = loadWorker();
    await worker.dispatch('activate');
    await worker.get('/assets/a.js');
    await worker.get('/assets/a.js');
    worker.network.online = false;
    await worker.get('/blog', 'navigate');
    expect(worker.timers).toHaveLength(1);
    worker.timers[0]?.();
    expect(worker.log).toHaveBeenCalledWith(
      '[shiftlane service worker] stats',
      expect.objectContaining({ hits: 1, misses: 1, stored: 1, fallbacks: 1 }),
    );
  });
});
