// Real-user monitoring, logs and session replay against the production build: nothing
// without consent; with consent, RUM and logs reach the intakes, the page's Web Vitals reach the
// store and the viewer, and replay code stays away unless the session is sampled or forced; a forced session's segments arrive within the §9 limits,
// decompress, hold no typed text and play back in the viewer; each replay-not-started reason comes
// from its cause; bad uploads get a 4xx and leave nothing behind.
import { gunzipSync } from 'node:zlib';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { loadConfig } from '../../config/index';
import {
  fixtureRecords,
  fixtureSegment,
  type FixtureSegment,
} from '../../app/monitoring/admin/test-fixtures';
import {
  REPLAY_SEGMENT_MAX_DURATION_MS,
  REPLAY_SEGMENT_MAX_RAW_BYTES,
} from '../../app/monitoring/monitoring-events';
import type { ReplaySegmentRow } from '../../app/monitoring/replay-store.server';
import { ROUTE_CHANGE_EVENT } from '../../app/monitoring/route-change-event';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { expectAxeClean } from './axe';
import { watchCsp } from './csp-watch';
import { hydrated } from './hydration';

const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3300);
const DATABASE = `var/e2e/site-${SITE_PORT}.sqlite`;
const { clientToken, logsClientToken } = loadConfig({}).monitoring;
const PAGE = '/gb/start-free';
/** Chunks that only a session recorded for replay may download. */
const REPLAY_CODE = /\/assets\/(replay-runtime|replay-worker|replayer)/;
const MONITORING_CODE = /\/assets\/monitoring-runtime/;

interface MonitoringApi {
  startSessionReplayRecording(options?: { force?: boolean }): void;
  stopSessionReplayRecording(): void;
  getSession(): { id: string; trackingType: number; replayForced: boolean } | null;
  getReplayStatus(): { recording: boolean; reason: string | null };
}
type MonitoredWindow = Window & { __shiftlaneMonitoring: MonitoringApi };

function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(DATABASE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** Every POST to the three intakes, with the path and the body as text. */
function watchIntakes(page: Page) {
  const posts: { path: string; body: string }[] = [];
  const chunks: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'POST' && url.pathname.startsWith('/api/monitoring')) {
      posts.push({ path: url.pathname, body: request.postDataBuffer()?.toString('latin1') ?? '' });
    }
    if (REPLAY_CODE.test(url.pathname) || MONITORING_CODE.test(url.pathname)) chunks.push(url.pathname);
  });
  return {
    posts,
    chunks,
  };
}

/** The replay-not-started reasons stored from the session's logs. */
function storedReasons(sessionId: string | undefined): string[] {
  return query<{ attributes: string | null }>(
    "SELECT attributes FROM monitoring_logs WHERE session_id = ? AND origin = 'replay'",
    sessionId,
  ).map((row) => (JSON.parse(row.attributes ?? '{}') as { reason?: string }).reason ?? '');
}

async function acceptAll(page: Page, path = PAGE) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Accept all' }).click();
  await page.waitForFunction(
    () => typeof (window as unknown as MonitoredWindow).__shiftlaneMonitoring === 'object',
  );
}

const api = {
  status: (page: Page) =>
    page.evaluate(() => (window as unknown as MonitoredWindow).__shiftlaneMonitoring.getReplayStatus()),
  session: (page: Page) =>
    page.evaluate(() => (window as unknown as MonitoredWindow).__shiftlaneMonitoring.getSession()),
  forceReplay: (page: Page) =>
    page.evaluate(() =>
      (window as unknown as MonitoredWindow).__shiftlaneMonitoring.startSessionReplayRecording({
        force: true,
      }),
    ),
  stopReplay: (page: Page) =>
    page.evaluate(() =>
      (window as unknown as MonitoredWindow).__shiftlaneMonitoring.stopSessionReplayRecording(),
    ),
};

/**
 * A client-side navigation through one of the page's own links, done once the app has signalled
 * it (the monitoring runtime, listening since before, has then started the new view).
 */
async function followLink(page: Page, href: string) {
  // A click before hydration is a full page load, not the client navigation this test follows. A
  // page with a form hydrates once its form's chunk has arrived, which can be after the load event.
  await hydrated(page);
  await page.evaluate(
    ([target, signal]) =>
      new Promise<void>((resolve) => {
        window.addEventListener(signal, () => resolve(), { once: true });
        document.querySelector<HTMLAnchorElement>(`a[href="${target}"]`)?.click();
      }),
    [href, ROUTE_CHANGE_EVENT] as const,
  );
  await page.waitForURL(`**${href}`);
}

/** What a switch to another tab does: the page is hidden, so monitoring flushes by beacon. */
async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test('without consent nothing is sent and no monitoring or replay code loads', async ({ page }) => {
  const watched = watchIntakes(page);
  await page.goto(PAGE);
  // gb before a choice: the banner is up and nothing optional runs.
  await followLink(page, '/gb/pricing');
  await page.getByRole('button', { name: 'Reject all' }).click();
  await page.evaluate(() => setTimeout(() => Promise.reject(new Error('e2e rejection without consent')), 0));
  await followLink(page, '/gb/how-it-works');
  await hidePage(page);
  await page.waitForTimeout(2_500);
  expect(watched.posts).toEqual([]);
  expect(watched.chunks).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('sl_rum_session'))).toBeNull();
});

test('with consent, views and logs reach the intakes and replay code never loads when the session is not sampled for replay', async ({
  page,
}) => {
  const watched = watchIntakes(page);
  await acceptAll(page);
  // §9 defaults: every session tracked, premium (replay) sample rate 0, so type 2.
  const session = await api.session(page);
  expect(session).toMatchObject({ trackingType: 2, replayForced: false });
  expect(await api.status(page)).toEqual({ recording: false, reason: 'incorrect-session-plan' });
  await followLink(page, '/gb/pricing');
  await hidePage(page);

  await expect
    .poll(async () => storedReasons((await api.session(page))?.id), { timeout: 10_000 })
    .toContain('incorrect-session-plan');
  await expect
    .poll(
      () =>
        query<{ name: string }>('SELECT name FROM monitoring_views WHERE session_id = ?', session?.id).map(
          (row) => row.name,
        ),
      { timeout: 10_000 },
    )
    .toEqual(expect.arrayContaining([PAGE, '/gb/pricing']));
  expect(
    query(
      'SELECT tracking_type, replay_forced, service, env, version, commit_ref FROM monitoring_sessions WHERE id = ?',
      session?.id,
    ),
  ).toEqual([
    {
      tracking_type: 2,
      replay_forced: 0,
      service: expect.any(String),
      env: expect.any(String),
      version: expect.any(String),
      commit_ref: expect.any(String),
    },
  ]);
  expect(watched.chunks.filter((chunk) => REPLAY_CODE.test(chunk))).toEqual([]);
  expect(watched.chunks.filter((chunk) => MONITORING_CODE.test(chunk))).toHaveLength(1);
});

interface StoredVital {
  name: string;
  value: number;
  view_id: string;
  detail: string | null;
}

test('web vitals: LCP, CLS and INP of a page reach the store with rating and attribution, and the viewer shows them', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // Wide enough for the desktop header, whose menu button is the interaction measured.
  await page.setViewportSize({ width: 1440, height: 900 });
  // The library is part of the monitoring chunk: it runs under the site's policy (no eval, no
  // inline script), with nothing refused and nothing thrown.
  const cspViolations = await watchCsp(page);
  // Consent is given on another page, so the page measured starts monitoring as it loads, as for a
  // returning visitor, and the menu click below is its first input.
  await acceptAll(page, '/gb/pricing');
  const session = await api.session(page);
  await page.goto(PAGE);
  await page.waitForFunction(
    () => typeof (window as unknown as MonitoredWindow).__shiftlaneMonitoring === 'object',
  );
  const vitals = () =>
    query<StoredVital>(
      "SELECT name, value, view_id, detail FROM monitoring_events WHERE session_id = ? AND kind = 'vital' AND page_url LIKE ? ORDER BY occurred_at",
      session?.id,
      `%${PAGE}`,
    );
  const storedNames = () => [...new Set(vitals().map((row) => row.name))];

  // A click that does work (opens a header menu): INP's interaction, and the input that makes the
  // library settle LCP (it reports LCP once the visitor interacts, or the page is hidden).
  await hydrated(page);
  await page.locator('.main-nav summary', { hasText: 'Product' }).click();
  await expect(page.locator('.main-nav details[open] .nav-panel__body')).toBeVisible();
  await expect.poll(storedNames, { timeout: 15_000 }).toContain('LCP');
  // CLS and INP are reported when the page is hidden, and sent with the view by beacon.
  await hidePage(page);
  await expect.poll(storedNames, { timeout: 15_000 }).toEqual(expect.arrayContaining(['CLS', 'INP', 'LCP']));
  expect(await cspViolations()).toEqual([]);

  const latest = new Map(vitals().map((row) => [row.name, row]));
  const figure = (name: string) => {
    const row = latest.get(name)!;
    const detail = JSON.parse(row.detail ?? '{}') as {
      rating?: string;
      metricId?: string;
      navigationType?: string;
      attribution?: Record<string, unknown>;
    };
    return { value: row.value, viewId: row.view_id, ...detail };
  };
  const [lcp, cls, inp] = [figure('LCP'), figure('CLS'), figure('INP')];
  const summary = `LCP ${lcp.value} ms (${lcp.rating}), CLS ${cls.value} (${cls.rating}), INP ${inp.value} ms (${inp.rating})`;
  console.log(`web vitals of ${PAGE}: ${summary}`);
  test.info().annotations.push({ type: 'web vitals', description: summary });
  const rated = {
    rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
    metricId: expect.any(String),
  };
  expect(lcp).toMatchObject({ ...rated, navigationType: 'navigate' });
  expect(lcp.value).toBeGreaterThan(0);
  expect(lcp.attribution).toMatchObject({
    target: expect.any(String),
    timeToFirstByte: expect.any(Number),
    elementRenderDelay: expect.any(Number),
  });
  expect(cls).toMatchObject(rated);
  expect(cls.value).toBeGreaterThanOrEqual(0);
  expect(inp).toMatchObject({
    ...rated,
    attribution: { interactionType: 'pointer', interactionTarget: expect.stringMatching(/./) },
  });
  expect(inp.value).toBeGreaterThanOrEqual(0);
  // They measure the document, so they belong to the view that loaded it.
  const [loadedView] = query<{ id: string }>(
    'SELECT id FROM monitoring_views WHERE session_id = ? AND name = ?',
    session?.id,
    PAGE,
  );
  expect(new Set([lcp.viewId, cls.viewId, inp.viewId])).toEqual(new Set([loadedView?.id]));

  // The viewer shows each figure with its rating and attribution, and stays accessible.
  const viewer = await page.context().newPage();
  await viewer.goto(`/admin/monitoring/sessions/${session?.id}`);
  await viewer.locator('#admin-token').fill(E2E_ADMIN_TOKEN);
  await viewer.getByRole('button', { name: 'Sign in' }).click();
  const table = viewer.getByRole('table', { name: new RegExp(`^${PAGE}, started`) });
  const row = (name: string) => table.getByRole('row', { name: new RegExp(`^${name}\\b`) });
  for (const [name, vital] of [
    ['LCP', lcp],
    ['CLS', cls],
    ['INP', inp],
  ] as const) {
    await expect(row(name)).toContainText(vital.rating!.replace('-', ' '));
  }
  await expect(row('LCP')).toContainText('Time to first byte');
  await expect(row('INP')).toContainText('pointer');
  await expectAxeClean(viewer);
  await viewer.close();
});

test('forced replay: segments arrive within the limits, decompress, never hold typed text, and play back in the viewer', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const watched = watchIntakes(page);
  const secret = `zq${Math.random().toString(36).slice(2, 10)}`;
  await acceptAll(page);
  const session = await api.session(page);
  await api.forceReplay(page);
  await expect.poll(() => api.status(page)).toEqual({ recording: true, reason: null });
  expect(watched.chunks.some((chunk) => /replay-runtime/.test(chunk))).toBe(true);

  const heading = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  const form = page.locator('.signup-form').first();
  await form.getByLabel('Name', { exact: true }).fill(`Secret ${secret}`);
  await form.getByLabel('Work email').fill(`${secret}@example.com`);
  await page.mouse.move(120, 200);
  await page.mouse.move(320, 260);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(300);
  await followLink(page, '/gb/pricing');
  await page.waitForTimeout(300);
  await hidePage(page);

  const segments = () =>
    query<ReplaySegmentRow>(
      'SELECT * FROM monitoring_replay_segments WHERE session_id = ? ORDER BY view_id, segment_index',
      session?.id,
    );
  await expect.poll(() => new Set(segments().map((row) => row.view_id)).size, { timeout: 15_000 }).toBe(2);

  const allRecords: { type: number; data?: { source?: number; text?: string } }[] = [];
  for (const row of segments()) {
    const compressed = Buffer.from(row.data_base64, 'base64');
    expect(compressed.byteLength).toBe(row.compressed_size);
    const raw = gunzipSync(compressed);
    expect(raw.byteLength).toBe(row.raw_size);
    const records = JSON.parse(raw.toString('utf8')) as (typeof allRecords)[number][];
    expect(records).toHaveLength(row.records_count);
    // 60,000 raw bytes and 5 minutes; only a single record (with its meta record, for a full
    // snapshot) may be larger.
    const oversizeAllowed =
      row.records_count === 1 || (row.records_count === 2 && row.has_full_snapshot === 1);
    if (!oversizeAllowed) expect(row.raw_size).toBeLessThanOrEqual(REPLAY_SEGMENT_MAX_RAW_BYTES);
    expect(row.end_ms - row.start_ms).toBeLessThanOrEqual(REPLAY_SEGMENT_MAX_DURATION_MS);
    if (row.segment_index === 0) expect(row.has_full_snapshot).toBe(1);
    expect(raw.toString('utf8')).not.toContain(secret);
    allRecords.push(...records);
  }
  // The fields were recorded, masked: input records (incremental source 5) of asterisks only.
  const inputs = allRecords.filter((record) => record.type === 3 && record.data?.source === 5);
  expect(inputs.length).toBeGreaterThan(0);
  for (const input of inputs) expect(input.data?.text ?? '').toMatch(/^\**$/);

  // Nothing typed reached any monitoring table or any intake request either.
  for (const table of ['monitoring_events', 'monitoring_views', 'monitoring_logs', 'monitoring_sessions']) {
    expect(JSON.stringify(query(`SELECT * FROM ${table}`))).not.toContain(secret);
  }
  for (const post of watched.posts) expect(post.body).not.toContain(secret);

  // The viewer: sign in with the token, open the session, play it.
  const viewer = await page.context().newPage();
  const signIn = await viewer.goto('/admin/monitoring');
  expect(signIn?.status()).toBe(401);
  await expectAxeClean(viewer);
  await viewer.locator('#admin-token').fill(E2E_ADMIN_TOKEN);
  await viewer.getByRole('button', { name: 'Sign in' }).click();
  await expect(viewer.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(viewer.locator(`a[href$="/sessions/${session?.id}"]`)).toBeVisible();
  await expectAxeClean(viewer);
  await viewer.locator(`a[href$="/sessions/${session?.id}"]`).click();
  await viewer.getByRole('button', { name: 'Play', exact: true }).click();
  const stage = viewer.frameLocator('[data-testid="replay-stage"] iframe');
  await expect(stage.locator('h1')).toContainText(heading, { timeout: 15_000 });
  await viewer.close();
});

test.describe('each replay-not-started reason comes from its cause', () => {
  test('browser-not-supported: no CompressionStream, so the replay chunk is never fetched', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      delete (window as { CompressionStream?: unknown }).CompressionStream;
    });
    const watched = watchIntakes(page);
    await acceptAll(page);
    await api.forceReplay(page);
    expect(await api.status(page)).toEqual({ recording: false, reason: 'browser-not-supported' });
    await expect
      .poll(async () => storedReasons((await api.session(page))?.id), { timeout: 10_000 })
      .toContain('browser-not-supported');
    expect(watched.chunks.filter((chunk) => REPLAY_CODE.test(chunk))).toEqual([]);
  });

  test('rum-not-tracked: a session sampled out sends logs only, and forcing does not record it', async ({
    page,
  }) => {
    // A session sampled out earlier in the visit (another page, another tab).
    const untracked = `e2e-untracked-${Date.now()}`;
    await page.addInitScript((id) => {
      const now = Date.now();
      localStorage.setItem(
        'sl_rum_session',
        JSON.stringify({
          id,
          trackingType: 0,
          replayForced: false,
          createdAt: now,
          lastActivityAt: now,
        }),
      );
    }, untracked);
    const watched = watchIntakes(page);
    await acceptAll(page);
    await api.forceReplay(page);
    expect(await api.status(page)).toEqual({ recording: false, reason: 'rum-not-tracked' });
    await hidePage(page);
    await expect
      .poll(async () => storedReasons((await api.session(page))?.id), { timeout: 10_000 })
      .toContain('rum-not-tracked');
    expect(watched.posts.filter((post) => post.path !== '/api/monitoring/logs')).toEqual([]);
    expect(watched.chunks.filter((chunk) => REPLAY_CODE.test(chunk))).toEqual([]);
  });

  test('replay-not-started: recording stopped by the page', async ({ page }) => {
    const watched = watchIntakes(page);
    await acceptAll(page);
    await api.forceReplay(page);
    await expect.poll(() => api.status(page)).toEqual({ recording: true, reason: null });
    await api.stopReplay(page);
    expect(await api.status(page)).toEqual({ recording: false, reason: 'replay-not-started' });
    // What was recorded before the stop is sent, not dropped.
    await expect
      .poll(() => watched.posts.filter((post) => post.path === '/api/monitoring/replay').length)
      .toBeGreaterThan(0);
    await expect
      .poll(async () => storedReasons((await api.session(page))?.id), { timeout: 10_000 })
      .toContain('replay-not-started');
  });

  test('worker-start-timeout: a worker that never starts gives up after 30 s', async ({ page, context }) => {
    await neverServeTheWorker(context);
    await page.clock.install();
    const watched = watchIntakes(page);
    await acceptAll(page);
    await api.forceReplay(page);
    await expect.poll(() => watched.chunks.some((chunk) => /replay-runtime/.test(chunk))).toBe(true);
    await page.clock.fastForward(29_000);
    expect((await api.status(page)).reason).toBeNull();
    await page.clock.fastForward(2_000);
    await expect.poll(() => api.status(page)).toEqual({ recording: false, reason: 'worker-start-timeout' });
    await page.clock.fastForward(5_000);
    await expect
      .poll(async () => storedReasons((await api.session(page))?.id), { timeout: 10_000 })
      .toContain('worker-start-timeout');
  });
});

async function neverServeTheWorker(context: BrowserContext) {
  await context.route(/\/assets\/replay-worker-/, () => {
    // Never answered: the worker script stays loading, as on a stalled connection.
  });
}

test.describe('the intakes refuse bad uploads and store nothing from them', () => {
  const origin = `http://127.0.0.1:${SITE_PORT}`;
  const headers = { Origin: origin };
  const multipart = ({ event, segment }: FixtureSegment, eventText = JSON.stringify(event)) => ({
    segment: { name: 'segment', mimeType: 'application/octet-stream', buffer: Buffer.from(segment) },
    event: { name: 'event', mimeType: 'application/json', buffer: Buffer.from(eventText) },
  });
  const replayUrl = (token = clientToken) => `/api/monitoring/replay?token=${encodeURIComponent(token)}`;
  const storedSegments = (sessionId: string) =>
    query('SELECT segment_index FROM monitoring_replay_segments WHERE session_id = ?', sessionId);

  test('replay segments', async ({ request }) => {
    const good = `e2e-good-${Date.now()}`;
    const valid = fixtureSegment({ sessionId: good });
    expect((await request.post(replayUrl(), { headers, multipart: multipart(valid) })).status()).toBe(204);
    expect(storedSegments(good)).toHaveLength(1);

    const bad = `e2e-bad-${Date.now()}`;
    const padding = {
      type: 5,
      timestamp: fixtureRecords().at(-1)!.timestamp,
      data: { tag: 'pad', payload: 'x'.repeat(60_000) },
    };
    const cases: [string, () => Promise<number>, number][] = [
      [
        'wrong token',
        async () =>
          (
            await request.post(replayUrl('pub-wrong-token'), {
              headers,
              multipart: multipart(fixtureSegment({ sessionId: bad })),
            })
          ).status(),
        401,
      ],
      [
        'raw size mismatch',
        async () =>
          (
            await request.post(replayUrl(), {
              headers,
              multipart: multipart(fixtureSegment({ sessionId: bad }, { rawSize: 1 })),
            })
          ).status(),
        400,
      ],
      [
        'not gzip',
        async () => {
          const broken = fixtureSegment({ sessionId: bad });
          const garbage = new Uint8Array(broken.segment.byteLength).fill(7);
          return (
            await request.post(replayUrl(), {
              headers,
              multipart: multipart({ event: broken.event, segment: garbage }),
            })
          ).status();
        },
        400,
      ],
      [
        'over 60,000 raw bytes in several records',
        async () => {
          const records = [...fixtureRecords(), padding];
          return (
            await request.post(replayUrl(), {
              headers,
              multipart: multipart(fixtureSegment({ sessionId: bad, records })),
            })
          ).status();
        },
        400,
      ],
      [
        'longer than 5 minutes',
        async () => {
          const records = fixtureRecords();
          const late = {
            ...records.at(-1)!,
            timestamp: records[0]!.timestamp + REPLAY_SEGMENT_MAX_DURATION_MS + 1,
          };
          return (
            await request.post(replayUrl(), {
              headers,
              multipart: multipart(fixtureSegment({ sessionId: bad, records: [...records, late] })),
            })
          ).status();
        },
        400,
      ],
      [
        'event is not JSON',
        async () =>
          (
            await request.post(replayUrl(), {
              headers,
              multipart: multipart(fixtureSegment({ sessionId: bad }), '{not json'),
            })
          ).status(),
        400,
      ],
      [
        'no event at all',
        async () => {
          const { segment } = fixtureSegment({ sessionId: bad });
          return (
            await request.post(replayUrl(), {
              headers,
              multipart: {
                segment: {
                  name: 'segment',
                  mimeType: 'application/octet-stream',
                  buffer: Buffer.from(segment),
                },
              },
            })
          ).status();
        },
        400,
      ],
      [
        'larger than 512 KB',
        async () => {
          const huge = fixtureSegment({ sessionId: bad });
          return (
            await request.post(replayUrl(), {
              headers,
              multipart: multipart({ event: huge.event, segment: new Uint8Array(600 * 1024) }),
            })
          ).status();
        },
        413,
      ],
      [
        'JSON instead of a form',
        async () => (await request.post(replayUrl(), { headers, data: { sessionId: bad } })).status(),
        415,
      ],
    ];
    for (const [name, send, status] of cases) expect(await send(), name).toBe(status);
    expect(storedSegments(bad)).toEqual([]);
  });

  test('RUM and log batches', async ({ request }) => {
    const bad = `e2e-bad-batch-${Date.now()}`;
    const batch = {
      applicationId: 'shiftlane-website',
      session: { id: bad, trackingType: 2, replayForced: false },
      tags: { service: 's', env: 'e', version: 'v', deployEnv: 'd', commit: 'c' },
      sentAt: new Date().toISOString(),
      events: [
        {
          kind: 'vital',
          id: `${bad}-1`,
          at: new Date().toISOString(),
          url: origin,
          viewId: 'v1',
          name: 'LCP',
          value: 'slow',
        },
      ],
    };
    const rum = (token: string, body: unknown) =>
      request.post(`/api/monitoring?token=${token}`, {
        headers: { ...headers, 'Content-Type': 'application/json' },
        data: body,
      });
    expect((await rum(clientToken, batch)).status()).toBe(400);
    expect((await rum('pub-wrong-token', { ...batch, events: [] })).status()).toBe(401);
    expect((await rum(clientToken, '{"truncated": ')).status()).toBe(400);
    expect((await rum(logsClientToken, batch)).status()).toBe(401);
    const logs = await request.post(`/api/monitoring/logs?token=${logsClientToken}`, {
      headers: { ...headers, 'Content-Type': 'application/json' },
      data: { sessionId: bad, tags: batch.tags, sentAt: batch.sentAt, logs: [{ id: 1 }] },
    });
    expect(logs.status()).toBe(400);
    expect(await logs.text()).not.toMatch(/at .+\.(ts|js):\d+/);
    expect(query('SELECT id FROM monitoring_sessions WHERE id = ?', bad)).toEqual([]);
    expect(query('SELECT id FROM monitoring_logs WHERE session_id = ?', bad)).toEqual([]);
  });
});
