// The monitoring viewer's routes: hidden without ADMIN_TOKEN, the sign-in form without auth, the
// cookie round trip, and the list, detail and replay.json contents, never cached.
import { describe, expect, it } from 'vitest';
import { overrideConfig } from '../../config/test-config';
import { fixtureRecords, fixtureSegment } from '../monitoring/admin/test-fixtures';
import { requireViewer } from '../monitoring/admin/viewer.server';
import { storeMonitoringBatch } from '../monitoring/monitoring-store.server';
import { storeReplaySegment } from '../monitoring/replay-store.server';
import { RateLimiter } from '../security/rate-limit.server';
import { database } from '../database.server';
import * as list from './admin.monitoring';
import * as replayJson from './admin.monitoring-replay-json';
import * as session from './admin.monitoring-session';

const TOKEN = 'viewer-admin-token-123';
overrideConfig({ SQLITE_PATH: ':memory:', LOG_LEVEL: 'error', ADMIN_TOKEN: TOKEN });

const ORIGIN = 'http://127.0.0.1:3000';
let address = 0;

function request(
  path: string,
  init: { headers?: Record<string, string>; method?: string; body?: BodyInit } = {},
) {
  address += 1;
  return new Request(`${ORIGIN}${path}`, {
    method: init.method ?? 'GET',
    ...(init.body ? { body: init.body } : {}),
    headers: { 'x-forwarded-for': `10.7.0.${address % 250}`, ...init.headers },
  });
}
const bearer = { authorization: `Bearer ${TOKEN}` };

interface DataResult<T> {
  data: T;
  init: { status?: number; headers?: Record<string, string> } | null;
}
const asData = <T>(value: unknown) => value as DataResult<T>;

async function seed() {
  const db = await database();
  const at = '2026-03-02T10:00:01.000Z';
  await storeMonitoringBatch(
    db,
    {
      applicationId: 'shiftlane-website',
      session: { id: 'viewer-session', trackingType: 1, replayForced: false },
      tags: { service: 'shiftlane-website', env: 'test', version: '1', deployEnv: 'test', commit: 'abc1234' },
      sentAt: at,
      events: [
        {
          kind: 'vital',
          name: 'LCP',
          value: 1234,
          rating: 'good',
          metricId: 'v6-lcp',
          navigationType: 'navigate',
          attribution: {
            target: 'main>img.hero',
            timeToFirstByte: 200,
            resourceLoadDelay: 0,
            resourceLoadDuration: 0,
            elementRenderDelay: 1034,
          },
          id: 'v-1',
          at,
          url: `${ORIGIN}/pricing`,
          viewId: 'view-1',
        },
        // CLS is reported again on a later hide, larger, under the same metric id: the latest shows.
        ...[0.02, 0.15].map((value, index) => ({
          kind: 'vital' as const,
          name: 'CLS' as const,
          value,
          rating: value > 0.1 ? ('needs-improvement' as const) : ('good' as const),
          metricId: 'v6-cls',
          attribution: { largestShiftTarget: 'div.banner', largestShiftValue: 0.02 },
          id: `v-cls-${index}`,
          at: `2026-03-02T10:00:0${2 + index}.000Z`,
          url: `${ORIGIN}/pricing`,
          viewId: 'view-1',
        })),
        {
          kind: 'error',
          source: 'error',
          message: 'Boom',
          stack: 'Error: Boom\n at x',
          id: 'e-1',
          at,
          url: `${ORIGIN}/pricing`,
          viewId: 'view-1',
        },
        {
          kind: 'view',
          id: 'view-1',
          at,
          url: `${ORIGIN}/pricing`,
          viewId: 'view-1',
          version: 1,
          name: '/pricing',
          timeSpentMs: 4200,
          isActive: false,
          actionCount: 0,
          errorCount: 1,
          longTaskCount: 0,
          pageStates: [],
          replay: null,
        },
      ],
    },
    'Chromium test',
  );
  await storeReplaySegment(db, fixtureSegment({ sessionId: 'viewer-session' }));
}

describe('the monitoring viewer', () => {
  it('answers 404 on every path while ADMIN_TOKEN is unset', async () => {
    const services = {
      auth: {
        token: undefined,
        secure: false,
        limiter: new RateLimiter({ limit: 9, windowMs: 1 }),
        now: Date.now,
      },
      db: database,
      signInLimiter: new RateLimiter({ limit: 9, windowMs: 1 }),
    };
    try {
      await requireViewer(request('/admin/monitoring', { headers: bearer }), services);
      expect.unreachable();
    } catch (thrown) {
      expect(asData(thrown).init?.status).toBe(404);
      expect(asData(thrown).init?.headers?.['Cache-Control']).toBe('private, no-store');
    }
  });

  it('shows the sign-in form (401) without auth or with a wrong bearer token', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }] as Record<string, string>[]) {
      const result = asData<{ signedIn: boolean }>(
        await list.loader({
          request: request('/admin/monitoring', { headers }),
          params: {},
          context: {},
        } as never),
      );
      expect(result.init?.status).toBe(401);
      expect(result.data.signedIn).toBe(false);
    }
    const json = await replayJson.loader({
      request: request('/admin/monitoring/sessions/x/replay.json', {
        headers: { authorization: 'Bearer wrong' },
      }),
      params: { sessionId: 'x' },
      context: {},
    } as never);
    expect(json.status).toBe(401);
  });

  it('signs in with the token in a form, sets a cookie that is not the token, and signs out', async () => {
    const form = (fields: Record<string, string>) => new URLSearchParams(fields);
    const post = (fields: Record<string, string>) =>
      list.action({
        request: request('/admin/monitoring', {
          method: 'POST',
          body: form(fields),
          headers: { origin: ORIGIN },
        }),
        params: {},
        context: {},
      } as never);
    const wrong = asData<{ error: string }>(await post({ token: 'not-it' }));
    expect(wrong.init?.status).toBe(401);
    expect(wrong.data.error).toMatch(/not right/);
    const signedIn = (await post({
      token: TOKEN,
      next: '/admin/monitoring/sessions/viewer-session',
    })) as Response;
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/admin/monitoring/sessions/viewer-session');
    const setCookie = signedIn.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).not.toContain(TOKEN);
    const cookie = setCookie.split(';')[0]!;
    const page = asData<{ signedIn: boolean }>(
      await list.loader({
        request: request('/admin/monitoring', { headers: { cookie } }),
        params: {},
        context: {},
      } as never),
    );
    expect(page.data.signedIn).toBe(true);
    const offsite = (await post({ token: TOKEN, next: 'https://evil.example/' })) as Response;
    expect(offsite.headers.get('location')).toBe('/admin/monitoring');
    const signedOut = (await post({ intent: 'sign-out' })) as Response;
    expect(signedOut.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    await expect(
      list.action({
        request: request('/admin/monitoring', {
          method: 'POST',
          body: form({ token: TOKEN }),
          headers: { origin: 'https://evil.example' },
        }),
        params: {},
        context: {},
      } as never),
    ).rejects.toMatchObject({ init: { status: 403 } });
  });

  it('lists sessions, shows one, and serves its replay records', async () => {
    await seed();
    const page = asData<{
      sessions: {
        id: string;
        views: number;
        errors: number;
        hasReplay: boolean;
        vitals: Record<string, number | null>;
      }[];
    }>(
      await list.loader({
        request: request('/admin/monitoring', { headers: bearer }),
        params: {},
        context: {},
      } as never),
    );
    expect(page.init?.headers?.['Cache-Control']).toBe('private, no-store');
    expect(page.init?.headers?.['X-Robots-Tag']).toBe('noindex');
    expect(page.data.sessions).toMatchObject([
      {
        id: 'viewer-session',
        views: 1,
        errors: 1,
        hasReplay: true,
        vitals: { LCP: 1234, CLS: 0.15, INP: null, FCP: null },
      },
    ]);

    const detail = asData<{ detail: { views: unknown[]; errors: unknown[] } }>(
      await session.loader({
        request: request('/admin/monitoring/sessions/viewer-session', { headers: bearer }),
        params: { sessionId: 'viewer-session' },
        context: {},
      } as never),
    );
    expect(detail.data.detail.views).toMatchObject([
      {
        id: 'view-1',
        name: '/pricing',
        timeSpentMs: 4200,
        vitals: {
          LCP: {
            value: 1234,
            rating: 'good',
            navigationType: 'navigate',
            attribution: { target: 'main>img.hero', elementRenderDelay: 1034 },
          },
          CLS: {
            value: 0.15,
            rating: 'needs-improvement',
            navigationType: null,
            attribution: { largestShiftTarget: 'div.banner' },
          },
        },
      },
    ]);
    expect(detail.data.detail.errors).toMatchObject([{ message: 'Boom', stack: 'Error: Boom\n at x' }]);
    await expect(
      session.loader({
        request: request('/admin/monitoring/sessions/nope', { headers: bearer }),
        params: { sessionId: 'nope' },
        context: {},
      } as never),
    ).rejects.toMatchObject({ init: { status: 404 } });

    const response = await replayJson.loader({
      request: request('/admin/monitoring/sessions/viewer-session/replay.json', { headers: bearer }),
      params: { sessionId: 'viewer-session' },
      context: {},
    } as never);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = (await response.json()) as { segments: unknown[]; records: unknown[] };
    expect(body.records).toEqual(fixtureRecords());
    expect(body.segments).toMatchObject([
      { sessionId: 'viewer-session', viewId: 'view-1', index: 0, recordsCount: 3 },
    ]);
  });
});
