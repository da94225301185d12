// Visitor journeys: every way a visitor becomes a lead, reached by clicking from the region's home
// page at desktop and phone widths, ending on the success message. None types a URL. Two ways lead
// to the same form of the same page (the header's and the hero's trial links to /get-started, the
// header's Book a demo and pricing's Talk to sales to /book-a-consultation): the second of each ends
// once that page's form is ready to send, since sending it again in the same region and width
// would repeat the first one exactly. Each checks it is on that same page.
import { expect, test } from '@playwright/test';
import { hydrated } from './hydration';
import {
  clickHeaderLink,
  expectReady,
  reachConsultation,
  REGIONS,
  requestConsultation,
  signUp,
  startAtHome,
  subscribeInModal,
  VIEWPORTS,
} from './journey-steps';

/** A URL of exactly this page (any fragment). */
const onPage = (path: string) => (url: URL) => url.pathname === path;

for (const viewport of VIEWPORTS) {
  for (const { region, home, country } of REGIONS) {
    const prefix = home === '/' ? '' : home;
    test.describe(`${region} on a ${viewport.name}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      // A journey is several pages and a form post: more than one page test's budget.
      test.describe.configure({ timeout: 90_000 });

      test('signs up from the header trial button', async ({ page }) => {
        await startAtHome(page, home);
        await clickHeaderLink(page, 'Start free trial');
        await expect(page).toHaveURL(onPage(`${prefix}/get-started`));
        const form = page.locator('#signup .signup-form');
        await expect(form).toBeInViewport();
        await signUp(form, `header-${region}`);
      });

      test("reaches the header journey's signup form from the hero", async ({ page }) => {
        await startAtHome(page, home);
        await page
          .locator('main')
          .getByRole('link', { name: /free trial/i })
          .first()
          .click();
        await expect(page).toHaveURL(onPage(`${prefix}/get-started`));
        const form = page.locator('#signup .signup-form');
        await expect(form.getByLabel('Name', { exact: true })).toBeInViewport();
        await expectReady(form);
      });

      test('books a demo from the home page', async ({ page }) => {
        await startAtHome(page, home);
        await clickHeaderLink(page, 'Book a demo');
        await expect(page).toHaveURL(onPage(`${prefix}/book-a-consultation`));
        await requestConsultation(page, country);
      });

      test("reaches the home page journey's demo form from pricing", async ({ page }) => {
        await startAtHome(page, home);
        await clickHeaderLink(page, 'Pricing');
        await hydrated(page);
        await page.locator('main').getByRole('link', { name: 'Talk to sales' }).first().click();
        await expect(page).toHaveURL(onPage(`${prefix}/book-a-consultation`));
        await reachConsultation(page);
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
        await page.locator('main .teaser-card__title a').first().click();
        await hydrated(page);
        await page.locator('.newsletter-signup').getByRole('link', { name: 'Subscribe now' }).click();
        await subscribeInModal(page);
      });
    });
  }
}
