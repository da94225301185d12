// The tracking API of a running site (started as `npm start` starts it, so with its local write
// key), judged by Segment's own Node library: identify, track, page, group and alias are accepted
// and stored; a wrong key gets 401; a raw gzipped batch is taken; the browser client's door still
// refuses an event outside its 16.
import { gzipSync } from 'node:zlib';
import { Analytics } from '@segment/analytics-node';
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { LOCAL_WRITE_KEYS } from '../../scripts/site-process';

const DATABASE = `var/e2e/site-${Number(process.env.E2E_SITE_PORT ?? 3300)}.sqlite`;
const LOCAL_KEY = LOCAL_WRITE_KEYS.slice(LOCAL_WRITE_KEYS.indexOf(':') + 1);

function storedFor(userId: string): { type: string; event: string | null; source: string }[] {
  const db = new Database(DATABASE, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('SELECT type, event, source FROM analytics_events WHERE user_id = ? ORDER BY type')
      .all(userId) as { type: string; event: string | null; source: string }[];
  } finally {
    db.close();
  }
}

function client(baseURL: string, writeKey: string) {
  const statuses: number[] = [];
  const failures: string[] = [];
  const analytics = new Analytics({ writeKey, host: baseURL, maxRetries: 0, flushInterval: 50 });
  analytics.on('http_response', (response) => statuses.push(response.status));
  analytics.on('error', (error) => failures.push(String((error as { code?: string }).code ?? error)));
  return { analytics, statuses, failures };
}

test('@segment/analytics-node sends identify, track, page, group and alias with the local key: all stored', async ({
  baseURL,
}) => {
  const { analytics, statuses, failures } = client(baseURL ?? '', LOCAL_KEY);
  const userId = `e2e-node-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  analytics.identify({ userId, traits: { email: 'ops@example.com' } });
  analytics.track({ userId, event: 'Timesheet Approved', properties: { hours: 38.5 } });
  analytics.page({ userId, name: 'Pricing' });
  analytics.group({ userId, groupId: 'harborline', traits: { employees: 42 } });
  analytics.alias({ userId, previousId: `anon-${userId}` });
  await analytics.closeAndFlush({ timeout: 15_000 });
  expect(failures).toEqual([]);
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  expect(storedFor(userId)).toEqual([
    { type: 'alias', event: null, source: 'local' },
    { type: 'group', event: null, source: 'local' },
    { type: 'identify', event: null, source: 'local' },
    { type: 'page', event: null, source: 'local' },
    { type: 'track', event: 'Timesheet Approved', source: 'local' },
  ]);
});

test('a wrong write key gets 401 and nothing is stored', async ({ baseURL }) => {
  const { analytics, statuses, failures } = client(baseURL ?? '', 'not-the-key-of-this-site');
  const userId = `e2e-refused-${Date.now()}`;
  analytics.track({ userId, event: 'Timesheet Approved' });
  await analytics.closeAndFlush({ timeout: 15_000 });
  expect(statuses).toEqual([401]);
  expect(failures).toEqual(['delivery_failure']);
  expect(storedFor(userId)).toEqual([]);
});

test("a raw gzipped batch in Segment's format is accepted", async ({ request }) => {
  const userId = `e2e-gzip-${Date.now()}`;
  const answer = await request.post('/v1/batch', {
    headers: {
      'Content-Type': 'application/json',
      'Content-Encoding': 'gzip',
      Authorization: `Basic ${Buffer.from(`${LOCAL_KEY}:`).toString('base64')}`,
    },
    data: gzipSync(
      JSON.stringify({
        batch: [
          { type: 'identify', userId, traits: { name: 'Peter Gibbons' } },
          { type: 'track', userId, event: 'Signed Up', properties: { plan: 'Enterprise' } },
        ],
        context: { device: { type: 'phone' } },
      }),
    ),
  });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ success: true });
  expect(storedFor(userId).map((row) => row.type)).toEqual(['identify', 'track']);
});

test("the browser client's door still refuses an event outside its 16", async ({ request, baseURL }) => {
  const answer = await request.post('/api/collect', {
    headers: { 'Content-Type': 'application/json', Origin: baseURL ?? '' },
    data: {
      sentAt: new Date().toISOString(),
      batch: [
        {
          type: 'track',
          event: 'Timesheet Approved',
          properties: {},
          messageId: `e2e-browser-${Date.now()}`,
          anonymousId: 'e2e-browser-visitor',
          timestamp: new Date().toISOString(),
          context: {
            screen: 'WEBSITE',
            application: 'WEBSITE',
            page: { path: '/', url: `${baseURL}/`, referrer: '', title: 'Shiftlane' },
            locale: 'en-GB',
          },
        },
      ],
    },
  });
  expect(answer.status()).toBe(400);
  expect(await answer.text()).toContain('Unknown analytics event');
});
