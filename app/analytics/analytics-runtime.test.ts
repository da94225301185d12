import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeBrowser, postedBodies } from './test-support';
import { COLLECT_PATH, FLUSH_DELAY_MS } from './delivery';
import { QUEUE_STORAGE_KEY } from './queue-store';

vi.mock('../consent/client', () => ({
  getConsent: () => ({ version: 1, decidedAt: null, purposes: {}, gpc: false }),
  ready: () => undefined,
  isAllowed: async () => true,
  onConsentChange: () => () => undefined,
}));

async function load() {
  vi.resetModules();
  const helper = await import('./analytics');
  const runtime = await import('./analytics-runtime');
  return { ...helper, runtime };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the analytics runtime (started by the consent manager)', () => {
  it('creates the analytics id cookie and posts tracked events to the collector', async () => {
    const browser = installFakeBrowser();
    vi.useFakeTimers();
    const { track, runtime } = await load();
    track('VIEW_OPENED', { name: 'newsletter' });
    runtime.start();
    runtime.start();
    const anonymousId = browser.cookies.get('sl_aid');
    expect(anonymousId).toMatch(/^[0-9a-f-]{36}$/);
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    const bodies = postedBodies(browser.fetch, COLLECT_PATH);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      batch: [{ type: 'track', event: 'VIEW_OPENED', anonymousId, properties: { name: 'newsletter' } }],
    });
  });

  it('keeps the same id on the next page', async () => {
    const browser = installFakeBrowser();
    const first = await load();
    first.runtime.start();
    const id = browser.cookies.get('sl_aid');
    const second = await load();
    second.runtime.start();
    expect(browser.cookies.get('sl_aid')).toBe(id);
    await expect(second.analyticsClientId()).resolves.toBe(id);
  });

  it('flushes with sendBeacon when the page is hidden', async () => {
    const browser = installFakeBrowser();
    vi.useFakeTimers();
    const { track, runtime } = await load();
    runtime.start();
    track('LOGIN_STARTED', { source: 'header' });
    browser.hide();
    expect(browser.sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = browser.sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe(COLLECT_PATH);
    expect(JSON.parse(body)).toMatchObject({ batch: [{ event: 'LOGIN_STARTED' }] });
  });

  it('sends an event of a click that leaves the site by beacon at once, before the page is hidden', async () => {
    const browser = installFakeBrowser();
    vi.useFakeTimers();
    const { runtime } = await load();
    const { trackLoginClicks } = await import('./login-link');
    runtime.start();
    // The header's Log in link, as much of a DOM element as the click handler reads.
    class LoginLink {
      closest = () => this;
      getAttribute = () => 'https://app.shiftlane.example/login';
      hasAttribute = (name: string) => name === 'data-login-link';
    }
    vi.stubGlobal('Element', LoginLink);
    trackLoginClicks('header')({ target: new LoginLink() as unknown as EventTarget });
    expect(browser.sendBeacon).toHaveBeenCalledTimes(1);
    const [, body] = browser.sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(JSON.parse(body)).toMatchObject({
      batch: [{ event: 'LOGIN_STARTED', properties: { status: 'started', source: 'header' } }],
    });
    // The pagehide flush that follows does not send it twice.
    browser.hide();
    expect(browser.sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('stop() stops sending and deletes the queue, the id cookie and the user id', async () => {
    const browser = installFakeBrowser();
    vi.useFakeTimers();
    browser.fetch.mockImplementation(async () => {
      throw new TypeError('offline');
    });
    const { track, identify, runtime } = await load();
    runtime.start();
    identify('user-1');
    track('VIEW_OPENED');
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(browser.localStorage.getItem(QUEUE_STORAGE_KEY)).not.toBeNull();

    runtime.stop();
    expect(browser.cookies.has('sl_aid')).toBe(false);
    expect(browser.localStorage.items.size).toBe(0);
    browser.fetch.mockClear();
    track('VIEW_CLOSED');
    browser.hide();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(browser.fetch).not.toHaveBeenCalled();
    expect(browser.sendBeacon).not.toHaveBeenCalled();
    expect(browser.localStorage.items.size).toBe(0);
  });
});
