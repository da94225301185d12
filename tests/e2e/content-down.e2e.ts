import { expect, test } from '@playwright/test';
import { E2E_NO_CONTENT_SITE_URL } from '../../playwright.config';

test.describe('when the content service is down', () => {
  test.use({ baseURL: E2E_NO_CONTENT_SITE_URL });

  test('pages answer a branded 503 with Retry-After, never a crash', async ({ page }) => {
    const response = await page.goto('/gb/blog');
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBe('30');
    await expect(page.getByTestId('error-message')).toHaveText(
      'This page is temporarily unavailable. Please try again in a minute.',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  });

  test('route validation still answers without content', async ({ page }) => {
    const response = await page.goto('/blog/page/abc');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /blog/page/abc');
  });
});
