import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageError } from './collectors/errors';
import { LogsReporter } from './logs-reporter';
import {
  LOGS_PATH,
  MAX_EVENTS_PER_BATCH,
  MONITORING_PATH,
  trimStack,
  type LogsBatch,
  type MonitoringBatch,
  type MonitoringEvent,
} from './monitoring-events';
import {
  MAX_ERRORS_PER_PAGE,
  MONITORING_FLUSH_DELAY_MS,
  MonitoringReporter,
  type MonitoringBatchHeader,
  type ReporterEnvironment,
} from './reporter';

const TAGS = { service: 'site', env: 'test', version: '1', deployEnv: 'test', commit: 'abc' };
const HEADER: MonitoringBatchHeader = {
  applicationId: 'app',
  session: { id: 's-1', trackingType: 2, replayForced: false },
  tags: TAGS,
};

function pageError(index: number): PageError {
  return {
    kind: 'error',
    source: 'error',
    id: `e-${index}`,
    at: new Date(0).toISOString(),
    url: '/',
    message: `boom ${index}`,
    stack: 'Error: boom\n    at app.js:1:1',
    line: 1,
  };
}
const error = (index: number): MonitoringEvent => ({ ...pageError(index), viewId: 'v-1' });

function environment() {
  const posted: { url: string; body: unknown }[] = [];
  const beacons: { url: string; body: Blob }[] = [];
  const env: ReporterEnvironment = {
    fetch: vi.fn(async (url: string, init: RequestInit) => {
      posted.push({ url, body: JSON.parse(String(init.body)) });
    }),
    sendBeacon: (url, body) => {
      beacons.push({ url, body });
      return true;
    },
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    now: () => Date.now(),
  };
  return { env, posted, beacons };
}

afterEach(() => vi.useRealTimers());

describe('the monitoring reporter', () => {
  it('posts a batch with the header and the token in the query, 2 s after the first event', async () => {
    vi.useFakeTimers();
    const { env, posted } = environment();
    const reporter = new MonitoringReporter(() => HEADER, 'pub token/1', env);
    reporter.report(error(1));
    reporter.report(error(2));
    await vi.advanceTimersByTimeAsync(MONITORING_FLUSH_DELAY_MS - 1);
    expect(posted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.url).toBe(`${MONITORING_PATH}?token=pub%20token%2F1`);
    const batch = posted[0]?.body as MonitoringBatch;
    expect(batch).toMatchObject({ ...HEADER, events: [{ id: 'e-1' }, { id: 'e-2' }] });
  });

  it(`sends at once when ${MAX_EVENTS_PER_BATCH} events are queued`, () => {
    vi.useFakeTimers();
    const { env, posted } = environment();
    const reporter = new MonitoringReporter(() => HEADER, 't', env);
    for (let index = 0; index < MAX_EVENTS_PER_BATCH; index += 1) {
      reporter.report({
        ...error(index),
        kind: 'long_task',
        durationMs: 60,
        startMs: index,
      } as MonitoringEvent);
    }
    expect(posted).toHaveLength(1);
  });

  it('stops reporting errors past 50 on one page (a page throwing in a loop)', () => {
    vi.useFakeTimers();
    const { env, posted } = environment();
    const reporter = new MonitoringReporter(() => HEADER, 't', env);
    for (let index = 0; index < MAX_ERRORS_PER_PAGE + 20; index += 1) reporter.report(error(index));
    reporter.flush();
    expect(posted.flatMap(({ body }) => (body as MonitoringBatch).events)).toHaveLength(MAX_ERRORS_PER_PAGE);
  });

  it('sends by beacon, as JSON, when the page is hidden, and nothing after stop()', async () => {
    vi.useFakeTimers();
    const { env, posted, beacons } = environment();
    const reporter = new MonitoringReporter(() => HEADER, 't', env);
    reporter.report(error(1));
    reporter.flush(true);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.body.type).toBe('application/json');
    expect(JSON.parse(await beacons[0]!.body.text())).toMatchObject({ events: [{ id: 'e-1' }] });
    reporter.report(error(2));
    reporter.stop();
    reporter.report(error(3));
    await vi.advanceTimersByTimeAsync(60_000);
    reporter.flush(true);
    expect(posted).toEqual([]);
    expect(beacons).toHaveLength(1);
  });

  it('trims stacks to 30 lines and 4,000 characters', () => {
    const stack = Array.from({ length: 100 }, (_, index) => `    at frame${index} (app.js:1:1)`).join('\n');
    expect(trimStack(stack)?.split('\n')).toHaveLength(30);
    expect(trimStack('x'.repeat(10_000))).toHaveLength(4_000);
    expect(trimStack(undefined)).toBeUndefined();
  });
});

describe('the logs reporter', () => {
  it('forwards errors as error logs with the session id and the logs token', () => {
    const { env, posted } = environment();
    const logs = new LogsReporter({ sessionId: 's-9', tags: TAGS, logsClientToken: 'pub-logs' }, env);
    logs.logError(pageError(1));
    logs.logReplayNotStarted('rum-not-tracked', { id: 'l-2', at: new Date(0).toISOString(), url: '/' });
    logs.flush();
    expect(posted[0]?.url).toBe(`${LOGS_PATH}?token=pub-logs`);
    expect(posted[0]?.body).toMatchObject({
      sessionId: 's-9',
      tags: TAGS,
      logs: [
        {
          id: 'e-1',
          status: 'error',
          origin: 'error',
          message: 'boom 1',
          error: { stack: 'Error: boom\n    at app.js:1:1', line: 1 },
        },
        {
          status: 'info',
          origin: 'replay',
          message: 'Session replay not started: rum-not-tracked',
          attributes: { reason: 'rum-not-tracked' },
        },
      ],
    });
  });

  it('caps error logs per page like the RUM errors', () => {
    const { env, posted } = environment();
    const logs = new LogsReporter({ sessionId: undefined, tags: TAGS, logsClientToken: 't' }, env);
    for (let index = 0; index < MAX_ERRORS_PER_PAGE + 5; index += 1) logs.logError(pageError(index));
    logs.flush();
    const sent = posted.flatMap(({ body }) => (body as LogsBatch).logs);
    expect(sent).toHaveLength(MAX_ERRORS_PER_PAGE);
    expect(posted[0]?.body).not.toHaveProperty('sessionId');
  });
});
