// The page cache against a real build: CDN headers, a fresh CSP nonce and a fresh bot-check token
// per cached response, a publish showing within 5 s, and the content service failing, slowing down
// and coming back. These tests break their content service on purpose, so they run a pair of their
// own (site + content service over a throwaway copy of the content, fault injection on), with a 2 s
// page TTL.
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';

const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3300) + 60;
const CONTENT_PORT = Number(process.env.E2E_CONTENT_PORT ?? 3310) + 60;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const CONTENT = `http://127.0.0.1:${CONTENT_PORT}`;
const TOKEN = 'page-cache-e2e-token';
const SPACE_ID = 287512;
const UNAVAILABLE = 'This page is temporarily unavailable. Please try again in a minute.';

let server: ChildProcess | undefined;

async function waitForSite(): Promise<void> {
  await expect
    .poll(
      async () => {
        if (server?.exitCode !== null) return 'exited';
        return fetch(`${SITE}/favicon.svg`).then(
          (response) => (response.ok ? 'up' : 'starting'),
          () => 'starting',
        );
      },
      { timeout: 90_000, intervals: [250] },
    )
    .toBe('up');
}

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: SITE });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/start-writable.ts'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(SITE_PORT),
      CONTENT_SERVICE_PORT: String(CONTENT_PORT),
      CONTENT_API_URL: `${CONTENT}/v2`,
      SQLITE_PATH: `var/e2e/site-${SITE_PORT}.sqlite`,
      CONTENT_MANAGEMENT_TOKEN: TOKEN,
      CONTENT_FAULT_INJECTION: 'true',
      CONTENT_RATE_LIMIT: '200',
      CONTENT_TIMEOUT_MS: '1000',
      CONTENT_CV_TTL_MS: '500',
      PAGE_CACHE: 'true',
      PAGE_CACHE_TTL_S: '2',
      LOG_LEVEL: 'silent',
    },
  });
  await waitForSite();
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

async function faults(settings: Record<string, number> | 'reset'): Promise<void> {
  const response = await fetch(`${CONTENT}/__faults`, {
    method: settings === 'reset' ? 'DELETE' : 'POST',
    headers: { authorization: TOKEN, 'content-type': 'application/json' },
    ...(settings === 'reset' ? {} : { body: JSON.stringify(settings) }),
  });
  expect(response.status).toBe(200);
}

/** Prepares a new hero headline for a region's home page; `publish()` publishes it. */
async function newHeadline(region: string): Promise<{ headline: string; publish: () => Promise<void> }> {
  const read = await fetch(`${CONTENT}/v2/cdn/stories/${region}/home?token=local-public-token`);
  const { story } = (await read.json()) as {
    story: { id: number; content: { body: { component: string }[] } };
  };
  const headline = `Fresh rotas ${region} ${Date.now()}`;
  const body = story.content.body.map((block) =>
    block.component === 'hero' ? { ...block, headline } : block,
  );
  const publish = async () => {
    // The management API is not subject to the injected delivery faults.
    const write = await fetch(`${CONTENT}/v1/spaces/${SPACE_ID}/stories/${story.id}`, {
      method: 'PUT',
      headers: { authorization: TOKEN, 'content-type': 'application/json' },
      body: JSON.stringify({ story: { content: { ...story.content, body } }, publish: 1 }),
    });
    expect(write.status).toBe(200);
  };
  return { headline, publish };
}

async function get(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
  return { response, xCache: response.headers()['x-cache'], html: await response.text() };
}

/** Waits (on the condition, not a fixed time) until the page is served from the cache as `state`. */
async function until(request: APIRequestContext, path: string, state: string) {
  await expect.poll(async () => (await get(request, path)).xCache, { timeout: 10_000 }).toBe(state);
}

test('cached pages: CDN cache headers, compressed once, the same bytes and policy for every visitor', async ({
  request,
}) => {
  await get(request, '/gb/pricing');
  // The test server keeps pages fresh for 2 s: two requests may fall on either side of a new render
  // (a new copy). Two requests for one copy get the same bytes and policy.
  const sameCopy = async (other: () => Promise<{ html: string; response: APIResponse }>) => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const [a, b] = [await get(request, '/gb/pricing'), await other()];
      const policy = (answer: { response: APIResponse }) =>
        answer.response.headers()['content-security-policy'];
      if (a.html === b.html && policy(a) === policy(b)) return [a, b] as const;
    }
    throw new Error('no two answers of one cached copy were the same');
  };
  const [first, second] = await sameCopy(() => get(request, '/gb/pricing'));
  // From the cache: fresh, or already past the short TTL of this test server.
  expect(['HIT', 'STALE']).toContain(second.response.headers()['x-cache']);
  const headers = second.response.headers();
  expect(headers['cache-control']).toBe(
    'public, max-age=0, s-maxage=2, stale-while-revalidate=300, stale-if-error=86400',
  );
  expect(headers['content-encoding']).toBe('gzip');
  // Only what changes the bytes: the encoding and the visitor's country; never Cookie.
  expect(headers['vary']?.toLowerCase().split(/,\s*/).sort()).toEqual(['accept-encoding', 'cf-ipcountry']);
  expect(first.html.length).toBeGreaterThan(0);
  // Brotli for a browser that takes it, decoding to the very same page.
  const [, brotli] = await sameCopy(async () => {
    const response = await request.get('/gb/pricing', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers()['content-encoding']).toBe('br');
    return { response, html: await response.text() };
  });
  expect(brotli.html.length).toBeGreaterThan(0);
});

/** A bot-check token (app/forms/talon.server.ts): base64url('{"f":"…') + '.' + a 43-character HMAC. */
const TALON = /eyJmIjoi[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}/g;

test('a cached page carries no bot-check token: the browser fetches one of its own for its forms', async ({
  page,
  request,
}) => {
  await get(request, '/start-free');
  await until(request, '/start-free', 'HIT');
  const { html } = await get(request, '/start-free');
  expect(html.match(TALON)).toBeNull();

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const openedAt = Date.now();
  await page.goto('/start-free');
  const form = page.locator('.signup-form').first();
  await expect(form.locator('input[name="_js"]')).toHaveCount(1);
  const talon = form.locator('input[name="talon"]');
  await expect(talon).toHaveValue(new RegExp(`^${TALON.source}$`));
  // Issued for this browser after it opened the page, not when the page was rendered.
  const token = await talon.inputValue();
  const { t } = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as { t: number };
  expect(t).toBeGreaterThanOrEqual(openedAt - 1_000);
  expect(errors).toEqual([]);
});

test('personal requests and unknown query parameters bypass the cache', async ({ request }) => {
  const personal = await request.get('/gb/pricing', { headers: { cookie: 'session_id=abc' } });
  expect(personal.headers()['x-cache']).toBe('BYPASS');
  expect(personal.headers()['cache-control']).toBe('private, no-store');
  // Rendered whole for the visitor and compressed in one pass: a length, not a chunked stream.
  expect(personal.headers()['content-encoding']).toBe('br');
  expect(Number(personal.headers()['content-length'])).toBeGreaterThan(1000);
  expect(await personal.text()).toContain('</html>');
  const campaign = await request.get('/gb/pricing?utm_source=newsletter');
  expect(['HIT', 'STALE']).toContain(campaign.headers()['x-cache']);
  const unknown = await request.get('/gb/pricing?sl_adt=token-from-an-ad');
  expect(unknown.headers()['x-cache']).toBe('BYPASS');
});

test('a cached page hydrates under its CSP and navigates with cached page data', async ({
  page,
  request,
}) => {
  await get(request, '/gb');
  await until(request, '/gb', 'HIT');
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /content security policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  const response = await page.goto('/gb');
  expect(['HIT', 'STALE']).toContain(response?.headers()['x-cache']);
  const data = page.waitForResponse((answer) => new URL(answer.url()).pathname.endsWith('.data'));
  await page.locator('a[href="/gb/pricing"]').first().click();
  await expect(page).toHaveURL(`${SITE}/gb/pricing`);
  expect(['HIT', 'MISS', 'STALE']).toContain((await data).headers()['x-cache']);
  expect(violations).toEqual([]);
});

test('a publish shows on a cached page within 5 s, without a restart', async ({ request }) => {
  await get(request, '/gb');
  await until(request, '/gb', 'HIT');
  const { headline, publish } = await newHeadline('gb');
  await publish();
  await expect.poll(async () => (await get(request, '/gb')).html, { timeout: 5_000 }).toContain(headline);
});

test('content service failing: cached pages stay at 200, new ones get 503 with Retry-After, and its return restores fresh content', async ({
  request,
}) => {
  await get(request, '/au');
  await until(request, '/au', 'HIT');
  const before = (await get(request, '/au')).html;
  const { headline, publish } = await newHeadline('au');
  await faults({ failNext: 1_000_000, failStatus: 503 });
  try {
    // A publish during the outage: the site hears of it but cannot render the new page yet.
    await publish();
    await until(request, '/au', 'STALE');
    const stale = await get(request, '/au');
    expect(stale.response.status()).toBe(200);
    expect(stale.html).not.toContain(headline);
    expect(stale.html).toContain(/<h1[^>]*>([^<]*)</.exec(before)?.[1] ?? '<h1');

    const never = await request.get('/au/customers');
    expect(never.status()).toBe(503);
    expect(never.headers()['retry-after']).toBe('30');
    const body = await never.text();
    expect(body).toContain(UNAVAILABLE);
    expect(body).not.toMatch(/\n\s+at |\/work\//);

    await faults('reset');
    await expect.poll(async () => (await get(request, '/au')).html, { timeout: 10_000 }).toContain(headline);
    await expect
      .poll(async () => (await request.get('/au/customers')).status(), { timeout: 10_000 })
      .toBe(200);
  } finally {
    await faults('reset');
  }
});

test('a slow content service: the stale page is served instead of waiting for it', async ({ request }) => {
  await get(request, '/au/blog');
  await until(request, '/au/blog', 'HIT');
  await faults({ latencyMs: 3_000 });
  try {
    await until(request, '/au/blog', 'STALE');
    expect((await get(request, '/au/blog')).response.status()).toBe(200);
  } finally {
    await faults('reset');
  }
});

test('a storm of 429 answers is absorbed by the retries: pages are served', async ({ request }) => {
  await faults({ rateLimitNext: 8 });
  try {
    const fresh = await request.get('/gb/customers');
    expect(fresh.status()).toBe(200);
    expect(fresh.headers()['x-cache']).toBe('MISS');
  } finally {
    await faults('reset');
  }
});
