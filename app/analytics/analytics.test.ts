import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentState } from '../consent/client';
import { installFakeBrowser } from './test-support';
import type { PendingMessage } from './message';

// The consent manager as the helper sees it: a state, ready(), isAllowed('analytics') and changes.
const consent = vi.hoisted(() => ({
  state: {
    version: 1,
    decidedAt: null as string | null,
    purposes: { essential: true, functional: false, analytics: false, advertising: false },
    gpc: false,
  },
  listeners: [] as ((state: unknown) => void)[],
}));
vi.mock('../consent/client', () => ({
  getConsent: () => consent.state,
  ready: (callback: () => void) => queueMicrotask(callback),
  isAllowed: async (service: string) => service === 'analytics' && consent.state.purposes.analytics,
  onConsentChange: (listener: (state: ConsentState) => void) => {
    consent.listeners.push(listener as (state: unknown) => void);
    return () => undefined;
  },
}));

async function freshHelper() {
  vi.resetModules();
  return import('./analytics');
}

function decide(analytics: boolean) {
  consent.state = {
    ...consent.state,
    decidedAt: new Date().toISOString(),
    purposes: { ...consent.state.purposes, analytics },
  };
  for (const listener of consent.listeners) listener(consent.state);
}

beforeEach(() => {
  consent.state = {
    ...consent.state,
    decidedAt: null,
    purposes: { ...consent.state.purposes, analytics: false },
  };
  consent.listeners = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('track', () => {
  it('throws on an event name §7 does not list', async () => {
    installFakeBrowser();
    const { track } = await freshHelper();
    expect(() => track('PAGE_VIEWED' as never)).toThrow('Unknown analytics event: PAGE_VIEWED');
    expect(() => track('video modal opened')).not.toThrow();
  });

  it('names the 16 events of §7, reusing the signup form’s names', async () => {
    const { ANALYTICS_EVENTS } = await freshHelper();
    expect(Object.values(ANALYTICS_EVENTS)).toHaveLength(16);
    expect(ANALYTICS_EVENTS.VIDEO_MODAL_CLOSED).toBe('video modal closed');
    const signup = await import('../forms/signup/analytics-events');
    expect(ANALYTICS_EVENTS.SIGNUP_EXISTING).toBe(signup.SIGNUP_EXISTING);
  });

  it('builds a Segment track message with screen WEBSITE and the application by viewport', async () => {
    const browser = installFakeBrowser('http://127.0.0.1/gb/pricing?plan=pro');
    const { track, connectAnalyticsRuntime } = await freshHelper();
    const received: PendingMessage[] = [];
    connectAnalyticsRuntime({ anonymousId: 'a-1', deliver: (message) => received.push(message) });

    track('VIEW_OPENED', { name: 'newsletter' });
    browser.setMobile(true);
    track('VIEW_CLOSED', { name: 'newsletter' });

    expect(received[0]).toMatchObject({
      type: 'track',
      event: 'VIEW_OPENED',
      properties: { name: 'newsletter' },
      context: {
        screen: 'WEBSITE',
        application: 'WEBSITE',
        page: { path: '/gb/pricing', url: 'http://127.0.0.1/gb/pricing?plan=pro', title: 'Pricing' },
        locale: 'en-GB',
      },
    });
    expect(received[1]?.context.application).toBe('MOBILE_WEBSITE');
    expect(received[0]?.messageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(received[0]?.messageId).not.toBe(received[1]?.messageId);
  });

  it('identify carries the user id, and later events carry it too', async () => {
    installFakeBrowser();
    const { identify, track, connectAnalyticsRuntime } = await freshHelper();
    const received: PendingMessage[] = [];
    connectAnalyticsRuntime({ anonymousId: 'a-1', deliver: (message) => received.push(message) });
    identify('user-42', { plan: 'trial' });
    track('SIGNUP_SUCCESS');
    expect(received[0]).toMatchObject({ type: 'identify', userId: 'user-42', traits: { plan: 'trial' } });
    expect(received[1]).toMatchObject({ type: 'track', userId: 'user-42' });
    expect(() => identify('')).toThrow('identify needs a user id');
  });
});

describe('before and without Analytics consent', () => {
  it('holds events in memory until the runtime starts, then hands them over in order', async () => {
    const browser = installFakeBrowser();
    const { track, connectAnalyticsRuntime } = await freshHelper();
    track('LOGIN_STARTED', { source: 'header' });
    track('VIEW_OPENED', { name: 'signup' });
    await Promise.resolve();
    expect(browser.fetch).not.toHaveBeenCalled();
    expect(browser.localStorage.items.size).toBe(0);
    expect(browser.cookies.size).toBe(0);

    decide(true);
    const received: PendingMessage[] = [];
    connectAnalyticsRuntime({ anonymousId: 'a-1', deliver: (message) => received.push(message) });
    expect(received.map((message) => message.type === 'track' && message.event)).toEqual([
      'LOGIN_STARTED',
      'VIEW_OPENED',
    ]);
  });

  it('drops held events once Analytics is refused, and keeps dropping', async () => {
    installFakeBrowser();
    const { track, connectAnalyticsRuntime } = await freshHelper();
    track('VIEW_OPENED', { name: 'signup' });
    decide(false);
    // The refusal is seen asynchronously (isAllowed answers with a promise).
    await new Promise((resolve) => setTimeout(resolve, 0));
    track('VIEW_CLOSED', { name: 'signup' });
    const received: PendingMessage[] = [];
    connectAnalyticsRuntime({ anonymousId: 'x', deliver: (message) => received.push(message) });
    expect(received).toEqual([]);
  });

  it('stops handing over events when the runtime disconnects (consent withdrawn)', async () => {
    installFakeBrowser();
    const { track, connectAnalyticsRuntime } = await freshHelper();
    const received: PendingMessage[] = [];
    const disconnect = connectAnalyticsRuntime({ anonymousId: 'a', deliver: (m) => received.push(m) });
    track('VIEW_OPENED');
    disconnect();
    track('VIEW_CLOSED');
    const later: PendingMessage[] = [];
    connectAnalyticsRuntime({ anonymousId: 'a', deliver: (m) => later.push(m) });
    expect(received).toHaveLength(1);
    expect(later).toEqual([]);
  });

  it('keeps at most 100 held events while the visitor has not decided', async () => {
    installFakeBrowser();
    const { track, connectAnalyticsRuntime, MAX_HELD_MESSAGES } = await freshHelper();
    for (let index = 0; index < MAX_HELD_MESSAGES + 5; index += 1) track('VIEW_OPENED', { index });
    const received: PendingMessage[] = [];
    connectAnalyticsRuntime({ anonymousId: 'a', deliver: (m) => received.push(m) });
    expect(received).toHaveLength(MAX_HELD_MESSAGES);
    expect(received[0]).toMatchObject({ properties: { index: 5 } });
  });
});

describe('analyticsClientId', () => {
  it('polls every 5 ms up to 200 tries, then gives up with null', async () => {
    installFakeBrowser();
    vi.useFakeTimers();
    const { analyticsClientId } = await freshHelper();
    let result: string | null | undefined;
    void analyticsClientId().then((id) => (result = id));
    await vi.advanceTimersByTimeAsync(5 * 198);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(5);
    expect(result).toBeNull();
  });

  it('resolves with the runtime’s id once it starts', async () => {
    installFakeBrowser();
    vi.useFakeTimers();
    const { analyticsClientId, connectAnalyticsRuntime } = await freshHelper();
    const pending = analyticsClientId();
    await vi.advanceTimersByTimeAsync(50);
    connectAnalyticsRuntime({ anonymousId: 'visitor-7', deliver: () => undefined });
    await vi.advanceTimersByTimeAsync(5);
    await expect(pending).resolves.toBe('visitor-7');
  });
});
