// A minimal browser for unit tests of the analytics and monitoring runtimes (Vitest runs in Node):
// window, document (cookie, visibility, events), navigator.sendBeacon, localStorage, matchMedia.
import { vi } from 'vitest';

export class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

export interface FakeBrowser {
  window: EventTarget & Record<string, unknown>;
  document: EventTarget & { cookie: string; visibilityState: string; referrer: string; title: string };
  localStorage: MemoryStorage;
  sessionStorage: MemoryStorage;
  fetch: ReturnType<typeof vi.fn>;
  sendBeacon: ReturnType<typeof vi.fn>;
  /** Cookies as the browser keeps them (Max-Age=0 deletes). */
  cookies: Map<string, string>;
  setMobile(mobile: boolean): void;
  hide(): void;
}

/** Installs a fake browser as globals; `vi.unstubAllGlobals()` removes it. */
export function installFakeBrowser(url = 'http://127.0.0.1/gb/pricing'): FakeBrowser {
  const cookies = new Map<string, string>();
  let mobile = false;
  const documentTarget = new EventTarget() as FakeBrowser['document'];
  Object.defineProperty(documentTarget, 'cookie', {
    get: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    set: (line: string) => {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const [name = '', ...value] = pair.split('=');
      if (attributes.some((attribute) => /^max-age=0$/i.test(attribute))) cookies.delete(name);
      else cookies.set(name, value.join('='));
    },
  });
  Object.assign(documentTarget, {
    visibilityState: 'visible',
    referrer: 'https://search.example/',
    title: 'Pricing',
  });

  const localStorage = new MemoryStorage();
  const sessionStorage = new MemoryStorage();
  const fetch = vi.fn(async () => new Response(null, { status: 204 }));
  const sendBeacon = vi.fn(() => true);
  const windowTarget = new EventTarget() as FakeBrowser['window'];
  Object.assign(windowTarget, {
    location: new URL(url),
    localStorage,
    sessionStorage,
    fetch,
    // Looked up on each call, so Vitest's fake timers apply when a test turns them on.
    setTimeout: (callback: () => void, ms: number) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle: ReturnType<typeof setTimeout>) => globalThis.clearTimeout(handle),
    matchMedia: (query: string) => ({ matches: mobile && query.includes('max-width: 767px') }),
  });

  vi.stubGlobal('window', windowTarget);
  vi.stubGlobal('document', documentTarget);
  vi.stubGlobal('navigator', { language: 'en-GB', sendBeacon });
  vi.stubGlobal('localStorage', localStorage);
  vi.stubGlobal('fetch', fetch);

  return {
    window: windowTarget,
    document: documentTarget,
    localStorage,
    sessionStorage,
    fetch,
    sendBeacon,
    cookies,
    setMobile(value) {
      mobile = value;
    },
    hide() {
      documentTarget.visibilityState = 'hidden';
      documentTarget.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

/** The JSON bodies posted to `path` by fetch. */
export function postedBodies(fetch: ReturnType<typeof vi.fn>, path: string): unknown[] {
  return fetch.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);
}
