import { expect, test } from '@playwright/test';

// Spec §2/§8: a route whose validation fails is a fatal 'Page Not Found: {path}';
// a path nothing serves, or a story that does not exist, is 'Page not found: {path}'.
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

for (const path of FATAL) {
  test(`${path} fails validation: 404 'Page Not Found'`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const pathname = new URL(page.url()).pathname;
    await expect(page.getByTestId('error-message')).toHaveText(`Page Not Found: ${pathname}`);
  });
}

for (const path of NOT_FOUND) {
  test(`${path} has no page: 404 'Page not found'`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-message')).toHaveText(`Page not found: ${path}`);
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
