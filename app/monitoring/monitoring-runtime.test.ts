import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeBrowser, postedBodies } from '../analytics/test-support';
import { MONITORING_PATH, type MonitoringBatch } from './monitoring-events';
import { MONITORING_FLUSH_DELAY_MS } from './reporter';

async function load() {
  vi.resetModules();
  return import('./monitoring-runtime');
}

function windowError(target: EventTarget, message: string, error: Error) {
  const event = Object.assign(new Event('error'), {
    message,
    error,
    filename: 'http://127.0.0.1/assets/app.js',
    lineno: 10,
    colno: 5,
  });
  target.dispatchEvent(event);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the monitoring runtime', () => {
  it('reports a window error and an unhandled rejection in one batch to /api/monitoring', async () => {
    const browser = installFakeBrowser();
    vi.useFakeTimers();
    const runtime = await load();
    runtime.start();
    windowError(browser.window, 'Uncaught TypeError: boom', new TypeError('boom'));
    browser.window.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: new Error('late') }),
    );
    await vi.advanceTimersByTimeAsync(MONITORING_FLUSH_DELAY_MS);
    const [batch] = postedBodies(browser.fetch, MONITORING_PATH) as MonitoringBatch[];
    expect(batch?.events).toMatchObject([
      { kind: 'error', source: 'error', message: 'Uncaught TypeError: boom', line: 10, column: 5 },
      { kind: 'error', source: 'unhandledrejection', message: 'Error: late' },
    ]);
    expect(batch?.events[0]).toHaveProperty('stack');
    expect(batch?.sessionId).toBe(browser.sessionStorage.getItem('sl_monitoring_session'));
    runtime.stop();
  });

  it('initialises once: a second start, or another copy on the page, adds nothing', async () => {
    const browser = installFakeBrowser();
    vi.useFakeTimers();
    const runtime = await load();
    runtime.start();
    runtime.start();
    expect(runtime.isMonitoringInitialised()).toBe(true);
    // A second copy of the module (another build's chunk) sees the window marker.
    const otherCopy = await load();
    otherCopy.start();
    windowError(browser.window, 'once', new Error('once'));
    await vi.advanceTimersByTimeAsync(MONITORING_FLUSH_DELAY_MS);
    const batches = postedBodies(browser.fetch, MONITORING_PATH) as MonitoringBatch[];
    expect(batches.flatMap((batch) => batch.events)).toHaveLength(1);
    runtime.stop();
  });

  it('sends what is queued with sendBeacon when the page is hidden', async () => {
    const browser = installFakeBrowser();
    vi.useFakeTimers();
    const runtime = await load();
    runtime.start();
    windowError(browser.window, 'before leaving', new Error('x'));
    browser.hide();
    expect(browser.sendBeacon).toHaveBeenCalledWith(
      MONITORING_PATH,
      expect.stringContaining('before leaving'),
    );
    runtime.stop();
  });

  it('stops collecting on stop() and forgets the session', async () => {
    const browser = installFakeBrowser();
    vi.useFakeTimers();
    const runtime = await load();
    runtime.start();
    runtime.stop();
    windowError(browser.window, 'after stop', new Error('x'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(browser.fetch).not.toHaveBeenCalled();
    expect(browser.sessionStorage.items.size).toBe(0);
    expect(runtime.isMonitoringInitialised()).toBe(false);
  });
});
