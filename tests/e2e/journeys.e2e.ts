// Visitor journeys: every way a visitor becomes a lead, reached by clicking from the region's home
// page at desktop and phone widths, ending on the success message. None types a URL.
import { expect, test } from '@playwright/test';
import { hydrated } from './hydration';
import {
  clickHeaderLink,
  REGIONS,
  requestConsultation,
  signUp,
  startAtHome,
  subscribeInModal,
  VIEWPORTS,
} from './journey-steps';

for (const viewport of VIEWPORTS) {
  for (const { region, home, country } of REGIONS) {
    test.describe(`${region} on a ${viewport.name}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      // A journey is several pages and a form post: more than one page test's budget.
      test.describe.configure({ timeout: 90_000 });

      test('signs up from the header trial button', async ({ page }) => {
        await startAtHome(page, home);
        await clickHeaderLink(page, 'Start free trial');
        const form = page.locator('#signup .signup-form');
        await expect(form).toBeInViewport();
        await signUp(form, `header-${region}`);
      });

      test('signs up from the hero', async ({ page }) => {
        await startAtHome(page, home);
        await page
          .locator('main')
          .getByRole('link', { name: /free trial/i })
          .first()
          .click();
        const form = page.locator('#signup .signup-form');
        await expect(form.getByLabel('Name', { exact: true })).toBeInViewport();
        await signUp(form, `hero-${region}`);
      });

      test('books a demo from the home page', async ({ page }) => {
        await startAtHome(page, home);
        await clickHeaderLink(page, 'Book a demo');
        await requestConsultation(page, country);
      });

      test('books a demo from pricing', async ({ page }) => {
        await startAtHome(page, home);
        await clickHeaderLink(page, 'Pricing');
        await hydrated(page);
        await page.locator('main').getByRole('link', { name: 'Talk to sales' }).first().click();
        await requestConsultation(page, country);
      });

      test('subscribes to the newsletter from the blog list', async ({ page }) => {
        await startAtHome(page, home);
        await clickHeaderLink(page, 'Blog', 'Resources');
        await hydrated(page);
        await page.getByRole('link', { name: 'Get new posts by email' }).click();
        await subscribeInModal(page);
      });

      test('subscribes to the newsletter from a blog post', async ({ page }) => {
        await startAtHome(page, home);
        await clickHeaderLink(page, 'Blog', 'Resources');
        await page.locator('main .card__title a, main article h3 a').first().click();
        await hydrated(page);
        await page.locator('.newsletter-signup').getByRole('link', { name: 'Subscribe now' }).click();
        await subscribeInModal(page);
      });
    });
  }
}
