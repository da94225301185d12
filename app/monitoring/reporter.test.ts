import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MonitoringBatch, MonitoringEvent } from './monitoring-events';
import { MAX_ERRORS_PER_PAGE, MonitoringReporter, type ReporterEnvironment } from './reporter';
import { trimStack } from './monitoring-events';

function error(index: number): MonitoringEvent {
  return {
    kind: 'error',
    source: 'error',
    id: `e-${index}`,
    at: new Date(0).toISOString(),
    url: '/',
    message: 'x',
  };
}

function environment() {
  const sent: MonitoringBatch[] = [];
  const env: ReporterEnvironment = {
    fetch: vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)) as MonitoringBatch);
    }),
    sendBeacon: null,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    now: () => Date.now(),
  };
  return { env, sent };
}

afterEach(() => vi.useRealTimers());

describe('the monitoring reporter', () => {
  it('stops reporting errors past 50 on one page (a page throwing in a loop)', async () => {
    vi.useFakeTimers();
    const { env, sent } = environment();
    const reporter = new MonitoringReporter('s-1', env);
    for (let index = 0; index < MAX_ERRORS_PER_PAGE + 20; index += 1) reporter.report(error(index));
    reporter.flush();
    expect(sent.flatMap((batch) => batch.events)).toHaveLength(MAX_ERRORS_PER_PAGE);
  });

  it('trims stacks to 30 lines and 4,000 characters', () => {
    const stack = Array.from({ length: 100 }, (_, index) => `    at frame${index} (app.js:1:1)`).join('\n');
    expect(trimStack(stack)?.split('\n')).toHaveLength(30);
    expect(trimStack('x'.repeat(10_000))).toHaveLength(4_000);
    expect(trimStack(undefined)).toBeUndefined();
  });
});
