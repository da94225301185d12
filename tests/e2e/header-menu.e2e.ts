// The header menus work with the keyboard: groups open with Enter, their links are reachable with
// Tab, Escape closes them and puts focus back on the group's button, and Tab past the last link
// closes them; the phone menu likewise. The first Tab on any page reaches "Skip to content".
import { expect, test } from '@playwright/test';
import { hydrated } from './hydration';

test('desktop header groups open, close and keep focus with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/gb');
  // The groups open without JavaScript (<details>); Escape closes them once the page is hydrated.
  await hydrated(page);
  const product = page.locator('.main-nav summary', { hasText: 'Product' });
  await product.focus();
  await page.keyboard.press('Enter');
  const panel = page.locator('.main-nav details[open] .nav-panel__body');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link').first()).toBeFocused();
  await expect(panel.getByRole('link').first()).toHaveAttribute('href', /^\/gb\//);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(product).toBeFocused();

  // Opening another group closes the first.
  await page.keyboard.press('Enter');
  const resources = page.locator('.main-nav summary', { hasText: 'Resources' });
  await resources.click();
  await expect(page.locator('.main-nav details[open]')).toHaveCount(1);
  await expect(page.locator('.main-nav details[open] summary')).toHaveText('Resources');
});

test('the phone menu opens with the keyboard and leads to every section', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/au');
  await hydrated(page);
  const menu = page.locator('.mobile-nav > summary');
  await menu.focus();
  await page.keyboard.press('Enter');
  const links = page.locator('.mobile-nav__panel a');
  await expect(links.first()).toBeVisible();
  await expect(page.locator('.mobile-nav__panel').getByRole('link', { name: 'Pricing' })).toHaveAttribute(
    'href',
    '/au/pricing',
  );
  await page.keyboard.press('Escape');
  await expect(links.first()).toBeHidden();
});

test('Tab past the last link of an open group closes it, and Shift+Tab out of it too', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await hydrated(page);
  const product = page.locator('.main-nav details', { has: page.locator('summary', { hasText: 'Product' }) });
  await product.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(product).toHaveAttribute('open', '');
  const links = product.locator('.nav-panel__body a');
  const count = await links.count();
  expect(count).toBeGreaterThan(1);
  for (let press = 0; press < count; press += 1) await page.keyboard.press('Tab');
  await expect(links.last()).toBeFocused();
  await expect(product).toHaveAttribute('open', '');
  // One more Tab leaves the group: it closes, and focus is on the next item of the bar.
  await page.keyboard.press('Tab');
  await expect(product).not.toHaveAttribute('open', '');
  await expect(product.locator('.nav-panel__body')).toBeHidden();
  await expect(page.locator('.main-nav > ul > li').nth(1).locator('a, summary').first()).toBeFocused();

  // Leaving backwards from the group's own button closes it as well.
  await product.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(product).toHaveAttribute('open', '');
  await page.keyboard.press('Shift+Tab');
  await expect(product).not.toHaveAttribute('open', '');
});

// The consent banner shows on a first visit; the skip link still comes first, on every layout and
// on error pages, at both widths.
for (const width of [375, 1280]) {
  for (const path of ['/', '/gb/pricing', '/login-help', '/au/embed-signup', '/blog/page/abc']) {
    test(`at ${width} px the first Tab on ${path} reaches "Skip to content"`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator('.consent-banner')).toBeVisible();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      // It leads to the page's main content.
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main')).toBeFocused();
    });
  }
}
