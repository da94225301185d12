import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeBrowser, type FakeBrowser } from '../analytics/test-support';
import {
  LOGS_PATH,
  MONITORING_PATH,
  type LogsBatch,
  type MonitoringBatch,
  type MonitoringClientConfig,
} from './monitoring-events';
import type { MonitoringPublicApi } from './public-api';
import type { ReplayModule, ReplayRecorder } from './replay/replay-api';
import { MONITORING_FLUSH_DELAY_MS } from './reporter';
import { ROUTE_CHANGE_EVENT } from './route-change-event';
import { RUM_SESSION_STORAGE_KEY } from './session';

// The web-vitals library, as far as the runtime sees it: the callbacks it was handed, to call.
const vitalCallbacks = vi.hoisted(() => new Map<string, (metric: unknown) => void>());
vi.mock('web-vitals/attribution', () => {
  const on = (name: string) => (callback: (metric: unknown) => void) => vitalCallbacks.set(name, callback);
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onFCP: on('FCP'), onTTFB: on('TTFB') };
});

const CONFIG: MonitoringClientConfig = {
  clientToken: 'pub-rum-token',
  logsClientToken: 'pub-logs-token',
  applicationId: 'shiftlane-website',
  service: 'shiftlane-website',
  env: 'test',
  version: '1.2.3',
  deployEnv: 'staging',
  commit: 'abc123',
  sessionSampleRate: 100,
  replaySampleRate: 0,
  replayManualStart: false,
};
const RUM_URL = `${MONITORING_PATH}?token=pub-rum-token`;
const LOGS_URL = `${LOGS_PATH}?token=pub-logs-token`;

async function load() {
  vi.resetModules();
  return import('./monitoring-runtime');
}

function fakeReplay() {
  const calls: string[] = [];
  const recorder: ReplayRecorder = {
    changeView: (viewId) => calls.push(`changeView ${viewId}`),
    flush: () => calls.push('flush'),
    stop: () => calls.push('stop'),
    statsOf: () => ({ segmentsCount: 1, recordsCount: 5, segmentsTotalRawSize: 2_000 }),
  };
  const module: ReplayModule = {
    startRecording: (options) => {
      calls.push(`start ${options.viewId}`);
      return recorder;
    },
  };
  return { loadReplay: vi.fn(() => Promise.resolve(module)), calls };
}

async function startMonitoring(
  config: Partial<MonitoringClientConfig> = {},
  draws: number[] = [0, 0.5],
  replay = fakeReplay(),
) {
  const browser = installFakeBrowser();
  vi.useFakeTimers();
  const runtime = await load();
  const plugin = runtime.createMonitoringPlugin(
    { ...CONFIG, ...config },
    {
      random: () => draws.shift() ?? 0,
      isReplaySupported: () => true,
      loadReplay: replay.loadReplay,
    },
  );
  plugin.start();
  await vi.advanceTimersByTimeAsync(0);
  return { browser, runtime, plugin, replay };
}

function posted<T>(browser: FakeBrowser, url: string): T[] {
  return browser.fetch.mock.calls
    .filter(([called]) => called === url)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as T);
}

function windowError(target: EventTarget, message: string) {
  target.dispatchEvent(
    Object.assign(new Event('error'), {
      message,
      error: new TypeError(message),
      filename: 'http://127.0.0.1/assets/app.js',
      lineno: 10,
      colno: 5,
    }),
  );
}

function api(browser: FakeBrowser) {
  return browser.window.__shiftlaneMonitoring as MonitoringPublicApi | undefined;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the monitoring runtime', () => {
  it('sends a tracked session’s errors as RUM events and as error logs, each with its token', async () => {
    const { browser, plugin } = await startMonitoring();
    windowError(browser.window, 'Uncaught TypeError: boom');
    await vi.advanceTimersByTimeAsync(MONITORING_FLUSH_DELAY_MS);

    const [batch] = posted<MonitoringBatch>(browser, RUM_URL);
    const session = api(browser)?.getSession();
    expect(session).toEqual({ id: expect.any(String), trackingType: 2, replayForced: false });
    expect(batch).toMatchObject({
      applicationId: 'shiftlane-website',
      session,
      tags: {
        service: 'shiftlane-website',
        env: 'test',
        version: '1.2.3',
        deployEnv: 'staging',
        commit: 'abc123',
      },
    });
    expect(batch?.events).toContainEqual(
      expect.objectContaining({
        kind: 'error',
        message: 'Uncaught TypeError: boom',
        line: 10,
        viewId: expect.any(String),
      }),
    );
    expect(batch?.events).toContainEqual(
      expect.objectContaining({ kind: 'replay_not_started', reason: 'incorrect-session-plan' }),
    );
    const [logs] = posted<LogsBatch>(browser, LOGS_URL);
    expect(logs?.sessionId).toBe(session?.id);
    expect(logs?.logs).toContainEqual(
      expect.objectContaining({ status: 'error', origin: 'error', message: 'Uncaught TypeError: boom' }),
    );
    plugin.stop();
  });

  it('sends only logs for a session that is not tracked, and never loads replay', async () => {
    const { browser, plugin, replay } = await startMonitoring({ sessionSampleRate: 0 }, [0.5]);
    windowError(browser.window, 'untracked boom');
    await vi.advanceTimersByTimeAsync(MONITORING_FLUSH_DELAY_MS);
    expect(posted(browser, RUM_URL)).toEqual([]);
    const logs = posted<LogsBatch>(browser, LOGS_URL).flatMap((batch) => batch.logs);
    expect(logs).toMatchObject([
      { status: 'info', origin: 'replay', attributes: { reason: 'rum-not-tracked' } },
      { status: 'error', message: 'untracked boom' },
    ]);
    expect(posted<LogsBatch>(browser, LOGS_URL)[0]?.sessionId).toBe(api(browser)?.getSession()?.id);
    expect(replay.loadReplay).not.toHaveBeenCalled();
    plugin.stop();
  });

  it('initialises once: a second start, or another copy on the page, adds nothing', async () => {
    const { browser, runtime, plugin } = await startMonitoring();
    plugin.start();
    expect(runtime.isMonitoringInitialised()).toBe(true);
    const otherCopy = await load();
    expect(otherCopy.isMonitoringInitialised()).toBe(true);
    otherCopy.createMonitoringPlugin(CONFIG).start();
    windowError(browser.window, 'once');
    await vi.advanceTimersByTimeAsync(MONITORING_FLUSH_DELAY_MS);
    const errors = posted<MonitoringBatch>(browser, RUM_URL)
      .flatMap((batch) => batch.events)
      .filter((event) => event.kind === 'error');
    expect(errors).toHaveLength(1);
    plugin.stop();
  });

  it('on page hide, sends the view and what is queued by beacon', async () => {
    const { browser, plugin } = await startMonitoring();
    browser.hide();
    const beacons = browser.sendBeacon.mock.calls as unknown as [string, Blob][];
    const rum = beacons.find(([url]) => url === RUM_URL);
    const batch = JSON.parse(await rum![1].text()) as MonitoringBatch;
    expect(batch.events).toContainEqual(
      expect.objectContaining({
        kind: 'view',
        version: 1,
        name: '/gb/pricing',
        isActive: true,
        replay: null,
      }),
    );
    expect(beacons.map(([url]) => url)).toContain(LOGS_URL);
    plugin.stop();
  });

  it('ends the view on a client navigation, and the recorder follows the new view', async () => {
    const { browser, plugin, replay } = await startMonitoring({ replaySampleRate: 100 }, [0, 0]);
    expect(api(browser)?.getReplayStatus()).toEqual({ recording: true, reason: null });
    const firstView = replay.calls[0]?.replace('start ', '');
    (browser.window.location as URL).pathname = '/gb/features';
    browser.window.dispatchEvent(new CustomEvent(ROUTE_CHANGE_EVENT));
    await vi.advanceTimersByTimeAsync(MONITORING_FLUSH_DELAY_MS);
    const views = posted<MonitoringBatch>(browser, RUM_URL)
      .flatMap((batch) => batch.events)
      .filter((event) => event.kind === 'view');
    expect(views).toMatchObject([
      {
        viewId: firstView,
        name: '/gb/pricing',
        isActive: false,
        replay: { segmentsCount: 1, recordsCount: 5, segmentsTotalRawSize: 2_000 },
      },
    ]);
    expect(replay.calls[1]).toMatch(/^changeView /);
    expect(replay.calls[1]).not.toBe(`changeView ${firstView}`);
    browser.hide();
    expect(replay.calls).toContain('flush');
    plugin.stop();
    expect(replay.calls.at(-1)).toBe('stop');
  });

  it('names clicks without reading what was typed', async () => {
    const { browser, plugin } = await startMonitoring();
    const field = {
      tagName: 'INPUT',
      value: 'typed secret',
      labels: null,
      parentElement: null,
      childNodes: [],
    };
    Object.assign(field, { getAttribute: (name: string) => (name === 'name' ? 'email' : null) });
    const click = new Event('click');
    Object.defineProperty(click, 'target', { value: field });
    (browser.document as EventTarget).dispatchEvent(click);
    await vi.advanceTimersByTimeAsync(MONITORING_FLUSH_DELAY_MS);
    const sent = JSON.stringify(posted(browser, RUM_URL));
    expect(sent).toContain('input[name=\\"email\\"]');
    expect(sent).not.toContain('typed secret');
    plugin.stop();
  });

  it('startSessionReplayRecording({ force: true }) records a type 2 session, on later pages too', async () => {
    const { browser, plugin, replay } = await startMonitoring();
    expect(api(browser)?.getReplayStatus()).toEqual({ recording: false, reason: 'incorrect-session-plan' });
    api(browser)?.startSessionReplayRecording({ force: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(replay.loadReplay).toHaveBeenCalledTimes(1);
    expect(api(browser)?.getSession()?.replayForced).toBe(true);
    const stored = JSON.parse(browser.localStorage.getItem(RUM_SESSION_STORAGE_KEY) ?? '{}') as object;
    expect(stored).toMatchObject({ trackingType: 2, replayForced: true });
    api(browser)?.stopSessionReplayRecording();
    expect(api(browser)?.getReplayStatus()).toEqual({ recording: false, reason: 'replay-not-started' });
    plugin.stop();
  });

  it('reports the library’s vitals on the view that loaded the page, and none after stop()', async () => {
    vitalCallbacks.clear();
    const browser = installFakeBrowser();
    Object.assign(browser.window, { PerformanceObserver: class {} });
    vi.useFakeTimers();
    const plugin = (await load()).createMonitoringPlugin(CONFIG, { random: () => 0 });
    plugin.start();
    expect([...vitalCallbacks.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    (browser.window.location as URL).pathname = '/gb/features';
    browser.window.dispatchEvent(new CustomEvent(ROUTE_CHANGE_EVENT));
    vitalCallbacks.get('INP')?.({
      name: 'INP',
      value: 56,
      rating: 'good',
      id: 'v6-inp',
      navigationType: 'navigate',
      attribution: {
        interactionTarget: 'button',
        inputDelay: 1,
        processingDuration: 30,
        presentationDelay: 25,
      },
    });
    await vi.advanceTimersByTimeAsync(MONITORING_FLUSH_DELAY_MS);
    const events = posted<MonitoringBatch>(browser, RUM_URL).flatMap((batch) => batch.events);
    const loadedView = events.find((event) => event.kind === 'view' && event.name === '/gb/pricing');
    expect(events.filter((event) => event.kind === 'vital')).toEqual([
      expect.objectContaining({ name: 'INP', value: 56, metricId: 'v6-inp', viewId: loadedView?.viewId }),
    ]);

    plugin.stop();
    browser.fetch.mockClear();
    vitalCallbacks.get('CLS')?.({ name: 'CLS', value: 0.3, rating: 'poor', id: 'v6-cls', attribution: {} });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(browser.fetch).not.toHaveBeenCalled();
  });

  it('sends nothing after stop(), deletes the session and removes the API', async () => {
    const { browser, runtime, plugin } = await startMonitoring();
    expect(browser.localStorage.getItem(RUM_SESSION_STORAGE_KEY)).not.toBeNull();
    plugin.stop();
    windowError(browser.window, 'after stop');
    browser.hide();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(browser.fetch).not.toHaveBeenCalled();
    expect(browser.sendBeacon).not.toHaveBeenCalled();
    expect(browser.localStorage.items.size).toBe(0);
    expect(api(browser)).toBeUndefined();
    expect(runtime.isMonitoringInitialised()).toBe(false);
  });
});
