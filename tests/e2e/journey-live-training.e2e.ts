// A visitor registers for a live training session, in each region, on a wide and a phone screen:
// from the region's home page by clicks and typing only (header Resources → Training → a session →
// Register → the form on the session's page), ending on the confirmation, which names the session
// and its start in the visitor's own time zone.
import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from './axe';
import { uniqueEmail, waitForFillTime } from './forms-support';
import { hydrated } from './hydration';

/** The seed's far-future session (content-service/seed/data/training.ts): upcoming whatever the date. */
const SESSION = 'Shiftlane at 25: a live Q&A with the team that built it';

const REGIONS = [
  // The session's start (wall clock in its zone) as a visitor elsewhere reads it.
  {
    region: 'us',
    home: '/',
    visitorZone: 'America/Los_Angeles',
    start: /Tuesday, June 14, 2033, 9:00\sAM PDT/,
  },
  {
    region: 'gb',
    home: '/gb',
    visitorZone: 'Europe/Berlin',
    start: /Wednesday, 15 June 2033, 17:00 (CEST|GMT\+2)/,
  },
  {
    region: 'au',
    home: '/au',
    visitorZone: 'Australia/Perth',
    start: /Thursday,? 16 June 2033, 9:00\sam AWST/,
  },
] as const;

/**
 * How long a step may wait for the server on a busy machine: a page the journey moves to may load
 * as a whole document (the phone menu's plain links), and the post waits behind the prefetches of
 * every link in view, which a cold server renders for the first time.
 */
const SERVER_MS = 20_000;

const SCREENS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 800 },
] as const;

/** Header → Resources → Training, the way this screen shows the menu. */
async function openTraining(page: Page, phone: boolean) {
  if (phone) {
    await page.locator('.mobile-nav > summary').click();
    const resources = page
      .locator('.mobile-nav__panel li')
      .filter({ has: page.locator('.mobile-nav__heading', { hasText: 'Resources' }) });
    await resources.getByRole('link', { name: 'Training', exact: true }).click();
  } else {
    await page.locator('.main-nav summary', { hasText: 'Resources' }).click();
    await page
      .locator('.main-nav details[open] .nav-panel__body')
      .getByRole('link', { name: /^Training/ })
      .click();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Live training' })).toBeVisible({
    timeout: SERVER_MS,
  });
}

for (const { region, home, visitorZone, start } of REGIONS) {
  for (const screen of SCREENS) {
    test.describe(`${region} on a ${screen.name} (${screen.width} px)`, () => {
      test.use({ viewport: { width: screen.width, height: screen.height }, timezoneId: visitorZone });
      // Five pages, a form's fill time and axe-core: more than the suite's 30 s on a busy machine.
      test.setTimeout(90_000);

      test('registers for a live session from the home page and reads the confirmation', async ({ page }) => {
        await page.goto(home);
        await hydrated(page);
        // A choice puts the banner away for the rest of the journey (on a phone it covers the form).
        await page
          .getByRole('region', { name: 'Your cookie choices' })
          .getByRole('button', { name: 'Reject all' })
          .click();
        await openTraining(page, screen.width < 992);

        await page.getByRole('link', { name: SESSION }).click();
        await expect(page.getByRole('heading', { level: 1, name: SESSION })).toBeVisible({
          timeout: SERVER_MS,
        });
        await page.getByRole('link', { name: 'Register for this session' }).click();
        const band = page.locator('#register');
        await expect(band.getByRole('heading', { name: 'Register for this session' })).toBeInViewport();

        const form = band.locator('form');
        await expect(form).toBeVisible({ timeout: SERVER_MS });
        await form.getByLabel('First name').fill('Priya');
        await form.getByLabel('Last name').fill('Shah');
        await form.getByLabel('Work email').fill(uniqueEmail(`live-${region}`));
        await form.getByLabel('Company').fill('Harbour Cafés');
        await form.getByLabel('Job title').fill('Operations manager');
        await form.getByLabel('A question for the host').fill('How did shift swaps start?');
        await waitForFillTime(form);
        await form.getByRole('button', { name: 'Register' }).click();

        const confirmation = band.getByRole('status');
        await expect(confirmation).toContainText(`You're registered for ${SESSION} on `, {
          timeout: SERVER_MS,
        });
        await expect(confirmation).toHaveText(start);
        await expect(form).toHaveCount(0);
        await expectAxeClean(page, '#register');
      });
    });
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  test.setTimeout(90_000);

  test('the same journey works as plain links and a form post, the start in the session zone', async ({
    page,
  }) => {
    await page.goto('/');
    await openTraining(page, false);
    await page.getByRole('link', { name: SESSION }).click();
    await page.getByRole('link', { name: 'Register for this session' }).click();
    const form = page.locator('#register form');
    await form.getByLabel('First name').fill('Sam');
    await form.getByLabel('Last name').fill('Ortiz');
    await form.getByLabel('Work email').fill(uniqueEmail('live-nojs'));
    await form.getByLabel('Company').fill('Ortiz Diners');
    // The page came from the shared cache, without a token: the first press shows the answers
    // back with a token of this visitor's own, and the second sends them.
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page.locator('#register').getByText(/Please check your answers/)).toBeVisible();
    await expect(form.getByLabel('Company')).toHaveValue('Ortiz Diners');
    await waitForFillTime(form);
    await form.getByRole('button', { name: 'Register' }).click();
    // Without the browser's zone, the server names the session's own: 12:00 in New York, in June.
    const confirmation = page.locator('#register').getByRole('status');
    await expect(confirmation).toContainText(
      `You're registered for ${SESSION} on Tuesday, June 14, 2033, 12:00`,
      {
        timeout: SERVER_MS,
      },
    );
    await expect(confirmation).toHaveText(/12:00\sPM EDT\.$/);
  });
});
