// What the browser downloads. Content is parsed on the server (app/blocks/parse-blocks.server.ts):
// no page may make the browser download zod, whatever the page type or block, so no script of the
// browser build carries it. zod's runtime names its classes ('$ZodType'), and those strings survive
// minification. Blocks outside the core group are chunks of their own (app/blocks/groups), so the
// forms load only on a page that shows one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { hydrated } from './hydration';

const ZOD_MARKERS = ['$ZodType', '$ZodError'];
// A name from the country list (app/geo/country-list.ts), which only the forms' code carries.
const FORM_MARKER = 'Liechtenstein';

/**
 * Every script the page loads, with its body: once it has hydrated and no script has been requested
 * or answered for half a second. Playwright's 'networkidle' alone is not enough: the modules are
 * requested only after the first paint (app/app-shell/deferred-module-preloads.server.ts), and on a
 * busy machine that paint can come more than 500 ms after the stylesheet, when 'networkidle' has
 * already fired with no script loaded.
 */
async function loadedScripts(page: Page, path: string): Promise<{ path: string; body: string }[]> {
  const scripts: Promise<{ path: string; body: string }>[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const isScript = (request: Request) => request.resourceType() === 'script';
  page.on('request', (request) => {
    if (!isScript(request)) return;
    inFlight += 1;
    lastActivity = Date.now();
  });
  const settled = (request: Request) => {
    if (!isScript(request)) return;
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  page.on('response', (response) => {
    if (isScript(response.request()) && response.ok()) {
      scripts.push(response.text().then((body) => ({ path: new URL(response.url()).pathname, body })));
    }
  });
  await page.goto(path);
  await hydrated(page);
  await expect
    .poll(() => inFlight === 0 && Date.now() - lastActivity > 500, { message: 'the scripts settle' })
    .toBe(true);
  return Promise.all(scripts);
}

const carrying = (scripts: { path: string; body: string }[], markers: string[]) =>
  scripts.filter(({ body }) => markers.some((marker) => body.includes(marker))).map(({ path }) => path);

/** Every script the production build serves to browsers (what `npm start` serves from build/client). */
function browserScripts(): { path: string; body: string }[] {
  const root = path.resolve('build/client');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => ({ path: file, body: readFileSync(path.join(root, file), 'utf8') }));
}

test('no script the browser can download contains zod, and only the forms chunk carries the country list', () => {
  const scripts = browserScripts();
  expect(scripts.length, 'the browser build has its scripts').toBeGreaterThan(20);
  expect(carrying(scripts, ZOD_MARKERS)).toEqual([]);
  expect(carrying(scripts, [FORM_MARKER])).toHaveLength(1);
});

test('the forms load only on a page that shows one, and the code every page runs is a few files', async ({
  browser,
}) => {
  const home = await loadedScripts(await browser.newPage(), '/');
  expect(carrying(home, [FORM_MARKER]), 'the home page shows no form').toEqual([]);
  // entry (React DOM), the site chunk (React Router, layout, core blocks), the route modules and
  // Vite's runtime helpers: split along the module graph it was 15 files.
  expect(home.length).toBeLessThanOrEqual(8);

  const consultationPage = await browser.newPage();
  const consultation = await loadedScripts(consultationPage, '/book-a-consultation');
  expect(carrying(consultation, [FORM_MARKER])).toHaveLength(1);
  await expect(consultationPage.locator('.marketing-form form').first()).toBeVisible();
});

// app/app-shell/deferred-module-preloads.server.ts: the head names no module; one inline script
// after the stylesheet asks for them all once the page has painted.
test('the scripts are requested after the stylesheet has loaded, all at once, and the page hydrates', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toContain('<link rel="modulepreload"');
  const loader = head.lastIndexOf('<script>');
  expect(loader, 'the preload script').toBeGreaterThan(head.indexOf('rel="stylesheet"'));

  const events: string[] = [];
  page.on('requestfinished', (finished) => {
    if (finished.resourceType() === 'stylesheet') events.push('stylesheet loaded');
  });
  page.on('request', (started) => {
    if (started.resourceType() === 'script') events.push(`script ${new URL(started.url()).pathname}`);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.waitForFunction(() => window.__reactRouterDataRouter?.state.initialized === true);
  const scripts = events.filter((event) => event.startsWith('script '));
  expect(scripts.length).toBeGreaterThan(3);
  expect(events.indexOf('stylesheet loaded'), events.join('\n')).toBe(0);
  // Each module is fetched once: the preloads and the imports share one request.
  expect(new Set(scripts).size).toBe(scripts.length);
});
