// The header menus work with the keyboard: groups open with Enter, their links are reachable with
// Tab, Escape closes them and puts focus back on the group's button; the phone menu likewise.
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
