import type { Page } from '@playwright/test';
import { expect, test } from './served-html';

// Requirements §2/§8: a route whose validation fails is a fatal 'Page Not Found: {path}';
// a path nothing serves, or a story that does not exist, is 'Page not found: {path}'. Which answer
// a path gets is the server's, read from the page it sends (./served-html.ts); that both messages
// show in the browser, with the region's chrome, is checked further down.
const FATAL = [
  '/blog/page/abc',
  '/blog/page/0',
  '/gb/blog/page/99',
  '/au/blog/page/-3',
  '/us/blog/Not_A_Slug!',
];
const NOT_FOUND = [
  '/no-such-page',
  '/gb/no-such-page',
  '/a/b/c',
  '/au/blog/no-such-post',
  '/training/lessons/nope',
  '/error-page',
];

const ERROR_MESSAGE = '[data-testid="error-message"]';

for (const path of FATAL) {
  test(`${path} fails validation: 404 'Page Not Found'`, async ({ served }) => {
    const page = await served(path, { message: ERROR_MESSAGE });
    expect(page.status).toBe(404);
    const pathname = new URL(page.url).pathname;
    expect(page.texts.message).toEqual([`Page Not Found: ${pathname}`]);
  });
}

for (const path of NOT_FOUND) {
  test(`${path} has no page: 404 'Page not found'`, async ({ served }) => {
    const page = await served(path, { message: ERROR_MESSAGE });
    expect(page.status).toBe(404);
    expect(page.texts.message).toEqual([`Page not found: ${path}`]);
  });
}

test('the error page shows its content-managed block in the region', async ({ page }) => {
  await page.goto('/gb/no-such-page');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expect(page.locator('.error-page h1')).not.toHaveText('Page not found');
  await expect(page.locator('.error-page__status')).toHaveText('404');
  const links = page.locator('.error-page__links a');
  await expect(links.first()).toHaveAttribute('href', /^\/gb/);
});

test('hostile input gets a clear 4xx, never a stack trace', async ({ request }) => {
  const malformed = await request.get('/blog/%E0%A4%A');
  expect(malformed.status()).toBe(400);
  const script = await request.get('/blog/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
  expect(script.status()).toBe(404);
  const body = await script.text();
  expect(body).not.toContain('<script>alert(1)</script>');
  expect(body).not.toMatch(/at .*\.(js|ts):\d+/);
});

/** What the site chrome shows: the header's and footer's links (text and address) and the footer's line. */
async function chromeOf(page: Page) {
  const links = (selector: string) =>
    page
      .locator(selector)
      .evaluateAll((anchors) =>
        anchors.map((anchor) => `${anchor.textContent?.trim()} -> ${anchor.getAttribute('href')}`),
      );
  return {
    header: await links('header.site-header a, header.site-header summary'),
    footer: await links('footer.site-footer a'),
    line: await page.locator('footer.site-footer .site-footer__legal p').first().textContent(),
  };
}

// Every error page (a fatal 404 of the navigation pipeline, a 404 of the page route, a refusal the
// root error boundary renders) wears the header and footer of a normal page of its region, and
// shows its message.
for (const [errorPath, normalPath, message] of [
  ['/blog/page/abc', '/', 'Page Not Found: /blog/page/abc'],
  ['/gb/blog/page/0', '/gb', 'Page Not Found: /gb/blog/page/0'],
  ['/au/blog/Not_A_Slug!', '/au', 'Page Not Found: /au/blog/Not_A_Slug!'],
  ['/gb/no-such-page', '/gb', 'Page not found: /gb/no-such-page'],
] as const) {
  test(`${errorPath} shows its message and the same header and footer as ${normalPath}`, async ({ page }) => {
    await page.goto(normalPath);
    const normal = await chromeOf(page);
    expect(normal.header.length).toBeGreaterThan(8);
    const response = await page.goto(errorPath);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-message')).toHaveText(message);
    expect(await chromeOf(page)).toEqual(normal);
    await expect(page.locator('.skip-link')).toHaveAttribute('href', '#main');
  });
}

test('a refused form post shows its error page with the region chrome', async ({ page }) => {
  await page.goto('/au');
  const normal = await chromeOf(page);
  await page.goto('/au/pricing');
  // A post naming a form the site does not have: a 400 the root error boundary renders.
  const answer = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = '/au/pricing';
    form.innerHTML = '<input name="_form" value="9999">';
    document.body.append(form);
    form.submit();
  });
  expect((await answer).status()).toBe(400);
  await expect(page.getByTestId('error-message')).toBeVisible();
  expect(await chromeOf(page)).toEqual(normal);
});
