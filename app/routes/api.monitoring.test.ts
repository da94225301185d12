// The RUM intake: the full event union stored (sessions, events, views at their highest version),
// vitals with their attribution; bad tokens, application ids, tracking types, unknown or unbounded
// vitals and malformed bodies refused.
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_TAGS } from '../monitoring/admin/test-fixtures';
import { logger } from '../logging/logger.server';
import { database } from '../database.server';
import { config } from '../../config/index';
import { overrideConfig } from '../../config/test-config';
import { action, MONITORING_RATE_LIMIT } from './api.monitoring';

overrideConfig({ SQLITE_PATH: ':memory:', LOG_LEVEL: 'error' });

const ORIGIN = 'http://127.0.0.1:3000';
let address = 0;

function post(
  body: unknown,
  headers: Record<string, string> = {},
  token: string | null = config().monitoring.clientToken,
) {
  address += 1;
  const query = token === null ? '' : `?token=${encodeURIComponent(token)}`;
  const request = new Request(`${ORIGIN}/api/monitoring${query}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      origin: ORIGIN,
      'x-forwarded-for': `10.1.0.${address % 250}`,
      'user-agent': 'Chromium test',
      ...headers,
    },
  });
  return action({ request, params: {}, context: {} } as never);
}

const at = () => new Date().toISOString();
const tags = FIXTURE_TAGS;
const batch = (sessionId: string, ...events: unknown[]) => ({
  applicationId: config().monitoring.applicationId,
  session: { id: sessionId, trackingType: 1, replayForced: false },
  tags,
  sentAt: at(),
  events,
});
const base = (id: string) => ({ id, at: at(), url: `${ORIGIN}/gb`, viewId: 'view-1' });
const errorEvent = (id: string) => ({
  ...base(id),
  kind: 'error',
  source: 'error',
  message: 'TypeError: boom',
  stack: 'TypeError: boom\n    at app.js:1:1',
  file: `${ORIGIN}/assets/app.js`,
  line: 1,
  column: 1,
});
const vital = (id: string, name: string, value: number, attribution: Record<string, unknown>) => ({
  ...base(id),
  kind: 'vital',
  name,
  value,
  rating: 'good',
  metricId: `v6-${id}`,
  navigationType: 'navigate',
  attribution,
});
const lcpAttribution = {
  target: 'main>section.hero>img',
  url: `${ORIGIN}/media/hero.avif`,
  timeToFirstByte: 200,
  resourceLoadDelay: 100,
  resourceLoadDuration: 300,
  elementRenderDelay: 212.5,
};
const lcp = (id: string, attribution: Record<string, unknown> = lcpAttribution) =>
  vital(id, 'LCP', 812.5, attribution);
const view = (version: number, timeSpentMs: number) => ({
  ...base('view-1'),
  kind: 'view',
  version,
  name: '/gb',
  timeSpentMs,
  isActive: false,
  actionCount: 1,
  errorCount: 1,
  longTaskCount: 1,
  pageStates: [{ state: 'active', startMs: 0 }],
  replay: null,
});

describe('POST /api/monitoring', () => {
  it('stores the session, every kind of event once, the newest view, and logs errors', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const body = batch(
      'session-1',
      errorEvent('err-1'),
      lcp('lcp-1'),
      { ...base('act-1'), kind: 'action', type: 'click', target: 'Start free trial' },
      { ...base('lt-1'), kind: 'long_task', durationMs: 120, startMs: 900 },
      { ...base('rns-1'), kind: 'replay_not_started', reason: 'incorrect-session-plan' },
      view(2, 5_000),
    );
    expect((await post(body)).status).toBe(204);
    expect((await post(body)).status).toBe(204);
    expect((await post(batch('session-1', view(1, 100)))).status).toBe(204);
    const db = await database();
    const rows = await db
      .selectFrom('monitoring_events')
      .select(['id', 'name', 'value', 'view_id'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'act-1', name: 'click', value: null, view_id: 'view-1' },
      { id: 'err-1', name: 'error', value: null, view_id: 'view-1' },
      { id: 'lcp-1', name: 'LCP', value: 812.5, view_id: 'view-1' },
      { id: 'lt-1', name: 'long_task', value: 120, view_id: 'view-1' },
      { id: 'rns-1', name: 'incorrect-session-plan', value: null, view_id: 'view-1' },
    ]);
    expect(await db.selectFrom('monitoring_views').select(['version', 'time_spent_ms']).execute()).toEqual([
      { version: 2, time_spent_ms: 5_000 },
    ]);
    expect(
      await db
        .selectFrom('monitoring_sessions')
        .select(['tracking_type', 'service', 'user_agent'])
        .where('id', '=', 'session-1')
        .executeTakeFirst(),
    ).toEqual({
      tracking_type: 1,
      service: 'shiftlane-website',
      user_agent: 'Chromium test',
    });
    // The same error reaches the server log once, through the logs intake, not from here.
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('stores each of the five vitals with its rating, metric id, navigation type and attribution', async () => {
    const vitals = [
      lcp('wv-lcp'),
      vital('wv-inp', 'INP', 48, {
        interactionTarget: 'button.menu-toggle',
        interactionType: 'pointer',
        inputDelay: 2,
        processingDuration: 20,
        presentationDelay: 26,
        loadState: 'complete',
      }),
      vital('wv-cls', 'CLS', 0.05, { largestShiftTarget: 'div.banner', largestShiftValue: 0.05 }),
      vital('wv-fcp', 'FCP', 700, { timeToFirstByte: 200, firstByteToFCP: 500, loadState: 'loading' }),
      vital('wv-ttfb', 'TTFB', 200, {
        waitingDuration: 1,
        cacheDuration: 0,
        dnsDuration: 0,
        connectionDuration: 0,
        requestDuration: 199,
      }),
    ];
    expect((await post(batch('session-vitals', ...vitals))).status).toBe(204);
    const db = await database();
    const rows = await db
      .selectFrom('monitoring_events')
      .select(['name', 'value', 'detail'])
      .where('session_id', '=', 'session-vitals')
      .orderBy('name')
      .execute();
    expect(rows.map((row) => [row.name, row.value])).toEqual([
      ['CLS', 0.05],
      ['FCP', 700],
      ['INP', 48],
      ['LCP', 812.5],
      ['TTFB', 200],
    ]);
    expect(JSON.parse(String(rows.find((row) => row.name === 'INP')?.detail))).toEqual({
      rating: 'good',
      metricId: 'v6-wv-inp',
      navigationType: 'navigate',
      attribution: vitals[1]!.attribution,
    });
  });

  it('stores a vital from a page of the build before (name and value only) with the rest of its batch', async () => {
    const {
      rating: _rating,
      metricId: _metricId,
      attribution: _attribution,
      ...previousBuild
    } = lcp('old-lcp');
    expect((await post(batch('session-previous-build', previousBuild, errorEvent('old-error')))).status).toBe(
      204,
    );
    const rows = await (
      await database()
    )
      .selectFrom('monitoring_events')
      .select(['kind', 'name', 'value'])
      .where('session_id', '=', 'session-previous-build')
      .orderBy('kind')
      .execute();
    expect(rows).toEqual([
      { kind: 'error', name: 'error', value: null },
      { kind: 'vital', name: 'LCP', value: 812.5 },
    ]);
  });

  it('refuses vitals it does not know or cannot bound with a 4xx, and stores nothing from them', async () => {
    const refused = async (event: unknown) => {
      const response = await post(batch('session-bad-vitals', event));
      expect(response.status, JSON.stringify(event).slice(0, 200)).toBe(400);
    };
    await refused(vital('fid-1', 'FID', 12, {}));
    await refused({ ...lcp('no-rating'), rating: 'excellent' });
    await refused({ ...lcp('cls-shape'), attribution: { largestShiftValue: 0.1 } });
    // Huge, negative or non-numeric figures.
    await refused({ ...lcp('huge'), value: 1e308 });
    await refused(vital('huge-cls', 'CLS', 1e6, {}));
    await refused(lcp('negative', { ...lcpAttribution, resourceLoadDelay: -5 }));
    await refused(lcp('infinite', { ...lcpAttribution, elementRenderDelay: 'Infinity' }));
    // Hostile strings: longer than any selector or address the client sends.
    await refused(lcp('long-target', { ...lcpAttribution, target: `img.${'x'.repeat(300)}` }));
    await refused(lcp('long-url', { ...lcpAttribution, url: `${ORIGIN}/${'u'.repeat(3_000)}` }));
    await refused({ ...lcp('long-id'), metricId: 'v'.repeat(101) });
    await refused(
      vital('bad-load-state', 'INP', 40, {
        inputDelay: 1,
        processingDuration: 1,
        presentationDelay: 38,
        loadState: '<script>',
      }),
    );
    // JSON with a number too large for a double arrives as Infinity: refused, not a 500.
    const infinite = JSON.stringify(batch('session-bad-vitals', lcp('inf'))).replace('812.5', '1e400');
    expect((await post(infinite)).status).toBe(400);
    const db = await database();
    expect(
      await db
        .selectFrom('monitoring_sessions')
        .select('id')
        .where('id', '=', 'session-bad-vitals')
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('stores markup in a selector as text, and drops fields it does not know', async () => {
    const hostile = lcp('hostile-1', {
      ...lcpAttribution,
      target: '<img src=x onerror=alert(1)>',
      lcpEntry: { element: 'x'.repeat(10_000) },
    });
    // A "__proto__" key as JSON text carries it (an object literal would set the prototype instead).
    const body = JSON.stringify(batch('session-hostile', hostile)).replace(
      '"lcpEntry":',
      '"__proto__":{"polluted":true},"lcpEntry":',
    );
    expect((await post(body)).status).toBe(204);
    const db = await database();
    const row = await db
      .selectFrom('monitoring_events')
      .select('detail')
      .where('id', '=', 'hostile-1')
      .executeTakeFirstOrThrow();
    const detail = JSON.parse(String(row.detail)) as { attribution: Record<string, unknown> };
    expect(detail.attribution.target).toBe('<img src=x onerror=alert(1)>');
    expect(Object.keys(detail.attribution)).toEqual(Object.keys(lcpAttribution));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a missing or wrong token with 401', async () => {
    for (const token of [null, 'pub-wrong-token']) {
      const response = await post(batch('session-2', errorEvent('tok-1')), {}, token);
      expect(response.status).toBe(401);
      expect(await response.text()).toBe('Unknown monitoring client token.');
    }
  });

  it('refuses malformed batches with 400 and stores nothing from them', async () => {
    const unknownVital = await post(
      batch('session-3', { ...base('v'), kind: 'vital', name: 'FID', value: 1 }),
    );
    expect(unknownVital.status).toBe(400);
    expect(await unknownVital.text()).toContain('events.0');
    expect((await post('nope')).status).toBe(400);
    expect((await post(batch('session-3'))).status).toBe(400);
    expect(
      (await post({ ...batch('session-3', errorEvent('app-1')), applicationId: 'other-app' })).status,
    ).toBe(400);
    const untracked = await post({
      ...batch('session-3', errorEvent('t0-1')),
      session: { id: 'session-3', trackingType: 0, replayForced: false },
    });
    expect(untracked.status).toBe(400);
    expect(await untracked.text()).toContain('trackingType');
    expect((await post(batch('session-3', { ...errorEvent('type-1'), line: 'one' }))).status).toBe(400);
    expect(
      (
        await post(
          batch('session-3', {
            ...view(1, 1),
            pageStates: Array.from({ length: 501 }, () => ({ state: 'active', startMs: 0 })),
          }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await post(
          batch('session-3', ...Array.from({ length: 51 }, (_, index) => errorEvent(`many-${index}`))),
        )
      ).status,
    ).toBe(400);
    const db = await database();
    expect(
      await db
        .selectFrom('monitoring_sessions')
        .select('id')
        .where('id', '=', 'session-3')
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses oversized bodies (413), other content types (415), cross-site posts and floods', async () => {
    const big = batch(
      'session-4',
      ...Array.from({ length: 20 }, (_, index) => ({
        ...errorEvent(`big-${index}`),
        stack: 's'.repeat(3_900),
      })),
    );
    expect((await post(big)).status).toBe(413);
    expect(
      (await post(batch('session-4', errorEvent('ct-1')), { 'content-type': 'application/xml' })).status,
    ).toBe(415);
    expect(
      (await post(batch('session-4', errorEvent('x-1')), { origin: 'https://evil.example' })).status,
    ).toBe(403);
    let last: Response | undefined;
    for (let index = 0; index <= MONITORING_RATE_LIMIT.limit; index += 1) {
      last = await post('{}', { 'x-forwarded-for': '192.0.2.7' });
    }
    expect(last?.status).toBe(429);
    expect(last?.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
