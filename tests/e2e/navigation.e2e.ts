import { expect, test } from '@playwright/test';

test('route rules from content redirect internally with their status', async ({ request }) => {
  const permanent = await request.get('/old-pricing?utm_source=mail', { maxRedirects: 0 });
  expect(permanent.status()).toBe(301);
  expect(permanent.headers().location).toBe('/pricing?utm_source=mail');

  const regional = await request.get('/gb/old-pricing', { maxRedirects: 0 });
  expect(regional.status()).toBe(301);
  expect(regional.headers().location).toBe('/gb/pricing');

  const temporary = await request.get('/features/rostering', { maxRedirects: 0 });
  expect(temporary.status()).toBe(302);
  expect(temporary.headers().location).toBe('/scheduling');
});

test('an external route rule leaves the site', async ({ request }) => {
  const response = await request.get('/status', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toMatch(/^https:\/\//);
});

test('layouts follow the story: default unless it names another; each lets the visitor reopen cookie preferences', async ({
  page,
}) => {
  const cases = [
    ['/pricing', 'default'],
    ['/login-help', 'default-login'],
    ['/gb/get-started', 'default-logo-title-home-link'],
    ['/au/embed-signup', 'default-widget'],
  ] as const;
  for (const [path, layout] of cases) {
    await page.goto(path);
    await expect(page.locator('[data-layout]').first(), path).toHaveAttribute('data-layout', layout);
    await expect(
      page.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' }),
      path,
    ).toBeVisible();
  }
});

test('client-side navigation keeps the region and renders the next page', async ({ page }) => {
  await page.goto('/au');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL(/\/au\/customers$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-AU');
  await page.locator('.card--link a').first().click();
  await expect(page).toHaveURL(/\/au\/customers\/[a-z0-9-]+$/);
  await expect(page.locator('h1')).toBeVisible();
});

test('blog pages paginate through every post', async ({ page }) => {
  await page.goto('/gb/blog');
  await page.getByRole('link', { name: 'Older articles' }).click();
  await expect(page).toHaveURL(/\/gb\/blog\/page\/2$/);
  await expect(page.getByRole('heading', { name: /page 2 of/i })).toBeVisible();
});

test('pages under /us name their unprefixed address as canonical', async ({ page, baseURL }) => {
  await page.goto('/us/blog/page/2');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/blog/page/2`);
  await page.goto('/gb/pricing');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/gb/pricing`);
});
