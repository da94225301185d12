// Analytics and monitoring against the production build: with Analytics
// consent, modal views reach the collector (/api/collect) and a page error reaches the monitoring
// intake (/api/monitoring); with consent rejected, neither runtime loads and nothing is sent.
import { expect, test, type Page, type Request } from '@playwright/test';
import Database from 'better-sqlite3';
import { hydrated } from './hydration';

const PAGE = '/gb/how-it-works';
const DATABASE = `var/e2e/site-${Number(process.env.E2E_SITE_PORT ?? 3300)}.sqlite`;

/** What the collector stored for one visitor. */
function storedEvents(anonymousId: string): { event: string; payload: string }[] {
  const db = new Database(DATABASE, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('SELECT event, payload FROM analytics_events WHERE anonymous_id = ?')
      .all(anonymousId) as { event: string; payload: string }[];
  } finally {
    db.close();
  }
}
const INTAKE = /\/api\/(collect|monitoring)(\/logs|\/replay)?(\?|$)/;

interface Sent {
  path: string;
  body: Record<string, unknown>;
}

/** Every POST to the two intakes, fetch and sendBeacon alike, with its JSON body. */
function recordIntakePosts(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || !INTAKE.test(request.url())) return;
    sent.push({
      path: new URL(request.url()).pathname,
      body: JSON.parse(request.postData() ?? '{}') as Record<string, unknown>,
    });
  });
  return sent;
}

function trackedEvents(
  sent: Sent[],
): { event: string; properties: Record<string, unknown>; anonymousId: string }[] {
  return sent
    .filter((post) => post.path === '/api/collect')
    .flatMap(
      (post) =>
        post.body.batch as { event: string; properties: Record<string, unknown>; anonymousId: string }[],
    );
}

async function openAndCloseChecklist(page: Page) {
  await page.getByRole('button', { name: 'See the weekly checklist' }).click();
  const dialog = page.getByRole('dialog', { name: /^The weekly (rota|schedule) checklist$/ });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** An uncaught error thrown by page script, as a visitor's browser would hit one. */
async function throwPageError(page: Page, message: string) {
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    }, 0);
  }, message);
}

test('after Accept all, opening and closing a modal sends VIEW_OPENED and VIEW_CLOSED to /api/collect', async ({
  page,
  context,
}) => {
  const sent = recordIntakePosts(page);
  const accepted = page.waitForResponse(
    (response) => response.url().endsWith('/api/collect') && response.request().method() === 'POST',
  );
  await page.goto(PAGE);
  await page.getByRole('button', { name: 'Accept all' }).click();
  await openAndCloseChecklist(page);

  await expect
    .poll(() => trackedEvents(sent).map((message) => message.event))
    .toEqual(expect.arrayContaining(['VIEW_OPENED', 'VIEW_CLOSED']));
  expect((await accepted).status()).toBe(204);
  const opened = trackedEvents(sent).find((message) => message.event === 'VIEW_OPENED');
  const closed = trackedEvents(sent).find((message) => message.event === 'VIEW_CLOSED');
  expect(opened?.properties).toMatchObject({ name: expect.any(String) });
  expect(closed?.properties).toMatchObject({ closedBy: 'escape' });
  // The messages carry the analytics id the runtime keeps in its first-party cookie.
  const cookie = (await context.cookies()).find((item) => item.name === 'sl_aid');
  expect(cookie?.value).toBeTruthy();
  expect(opened?.anonymousId).toBe(cookie?.value);
  const [batch] = sent.filter((post) => post.path === '/api/collect');
  expect(batch?.body).toMatchObject({
    sentAt: expect.any(String),
    batch: expect.arrayContaining([
      expect.objectContaining({
        type: 'track',
        context: expect.objectContaining({ screen: 'WEBSITE', application: 'WEBSITE' }),
      }),
    ]),
  });
});

test('with consent, a page error reaches /api/monitoring and is stored (204)', async ({ page }) => {
  const probe = `e2e monitoring probe ${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await page.goto(PAGE);
  await page.getByRole('button', { name: 'Accept all' }).click();
  await page.waitForFunction(
    () => typeof (window as unknown as Record<string, unknown>).__shiftlaneMonitoring === 'object',
  );
  const reported = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === '/api/monitoring' && (request.postData() ?? '').includes(probe),
  );
  await throwPageError(page, probe);
  const request = await reported;
  const body = JSON.parse(request.postData() ?? '{}') as { events: { kind: string; message: string }[] };
  expect(body.events).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ kind: 'error', message: expect.stringContaining(probe) }),
    ]),
  );
  expect((await request.response())?.status()).toBe(204);
});

test('after Reject all, neither runtime loads and nothing reaches the intakes', async ({ page, context }) => {
  const sent = recordIntakePosts(page);
  const runtimeChunks: string[] = [];
  page.on('request', (request) => {
    if (/(analytics|monitoring)-runtime/.test(request.url())) runtimeChunks.push(request.url());
  });
  await page.goto(PAGE);
  await page.getByRole('button', { name: 'Reject all' }).click();
  await openAndCloseChecklist(page);
  await throwPageError(page, 'e2e error without consent');
  // Leaving the page fires pagehide, when the runtimes would flush with sendBeacon.
  await page.goto('/gb/pricing');
  await page.waitForLoadState('load');

  expect(sent).toEqual([]);
  expect(runtimeChunks).toEqual([]);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('sl_aid');
  expect(await page.evaluate(() => localStorage.getItem('sl_analytics_queue'))).toBeNull();
  expect(await page.evaluate(() => '__shiftlaneMonitoring' in window)).toBe(false);
});

test('the header Log in link leads to the product sign-in and reports LOGIN_STARTED', async ({
  page,
  context,
}) => {
  await page.route('https://app.shiftlane.example/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Sign in</title>' }),
  );
  // The runtime's first batch says it is running: an event from now on is delivered.
  const running = page.waitForResponse(
    (response) => response.url().endsWith('/api/collect') && response.request().method() === 'POST',
  );
  await page.goto('/au');
  await page.getByRole('button', { name: 'Accept all' }).click();
  await hydrated(page);
  await running;
  const login = page.locator('.header-nav__buttons').getByRole('link', { name: 'Log in' });
  await expect(login).toHaveAttribute('href', 'https://app.shiftlane.example/login');
  await login.click();
  await page.waitForURL('https://app.shiftlane.example/login');
  // The event leaves in a beacon as the link is followed, which no page of the test sees: read
  // what the collector stored for this visitor.
  const visitor = (await context.cookies('http://127.0.0.1')).find((item) => item.name === 'sl_aid')?.value;
  expect(visitor).toBeTruthy();
  await expect
    .poll(() =>
      storedEvents(visitor ?? '')
        .filter((row) => row.event === 'LOGIN_STARTED')
        .map((row) => (JSON.parse(row.payload) as { properties: unknown }).properties),
    )
    .toEqual([{ status: 'started', source: 'header' }]);
});
