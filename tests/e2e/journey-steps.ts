// Steps of the visitor journeys: a visitor starts on a region's home page and only clicks and types
// from there. Phones (narrow viewports) reach the header's links through its Menu.
import { expect, type Locator, type Page } from '@playwright/test';
import { dismissConsent, uniqueEmail, waitForFillTime } from './forms-support';
import { hydrated } from './hydration';

export const REGIONS = [
  { region: 'us', home: '/', country: 'United States' },
  { region: 'gb', home: '/gb', country: 'United Kingdom' },
  { region: 'au', home: '/au', country: 'Australia' },
] as const;

/** How long an outcome may take on a busy machine: a form loading its library, a post answering. */
export const OUTCOME_TIMEOUT_MS = 15_000;

export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 667 },
] as const;

/** The only page.goto a journey makes: its region's home page, once the page is interactive. */
export async function startAtHome(page: Page, home: string) {
  await page.goto(home);
  await hydrated(page);
  await dismissConsent(page);
}

const narrow = (page: Page) => (page.viewportSize()?.width ?? 1280) < 992;

/** Follows a header link: from the bar on desktop (opening its group first), from the Menu on a phone. */
export async function clickHeaderLink(page: Page, name: string, group?: string) {
  const header = page.locator('header.site-header');
  if (narrow(page)) {
    await header.locator('.mobile-nav > summary').click();
    await header.locator('.mobile-nav__panel').getByRole('link', { name, exact: true }).click();
    return;
  }
  if (group) {
    await header.locator('.main-nav summary', { hasText: group }).click();
    // A group's links carry a description after their label.
    await header.locator('.nav-panel[open] a', { has: page.getByText(name, { exact: true }) }).click();
    return;
  }
  await header
    .locator('.main-nav, .header-nav__buttons')
    .getByRole('link', { name, exact: true })
    .first()
    .click();
}

export async function signUp(form: Locator, label: string) {
  await form.getByLabel('Name', { exact: true }).fill('Robin Hale');
  await form.getByLabel('Work email').fill(uniqueEmail(label));
  await form.getByRole('checkbox').check();
  await waitForFillTime(form);
  await form.locator('button[type="submit"]').click();
  await expect(form.getByRole('status')).toHaveText(/Your Shiftlane account is on its way/, {
    timeout: OUTCOME_TIMEOUT_MS,
  });
}

/**
 * The form has loaded and holds the bot-check token the server issued it: a visitor can fill it in
 * and send it from here.
 */
export async function expectReady(form: Locator) {
  await expect(form.locator('input[name="talon"]')).toHaveValue(/^[\w-]+\.[\w-]+$/, {
    timeout: OUTCOME_TIMEOUT_MS,
  });
}

/** The consultation form of the page the visitor is on, ready to fill in. */
export async function reachConsultation(page: Page): Promise<Locator> {
  const form = page.locator('.consultation .marketing-form form');
  await expect(form).toBeVisible({ timeout: OUTCOME_TIMEOUT_MS });
  await expectReady(form);
  return form;
}

export async function requestConsultation(page: Page, country: string) {
  const form = await reachConsultation(page);
  await form.getByLabel('First name').fill('Jo');
  await form.getByLabel('Last name').fill('Park');
  await form.getByLabel('Work email').fill(uniqueEmail('demo'));
  await form.getByLabel('Phone').fill('+1 555 010 0123');
  await form.getByLabel('Company').fill('Park Cafés');
  // A team this size in a core country is thanked on the page (spec's redirect rule sends smaller teams on).
  await form.getByLabel('Number of employees').selectOption('250 - 999');
  await form.getByLabel('Country').selectOption(country);
  await waitForFillTime(form);
  await form.getByRole('button', { name: 'Book my consultation' }).click();
  await expect(page.locator('.consultation').getByRole('status')).toContainText('Thank you', {
    timeout: OUTCOME_TIMEOUT_MS,
  });
}

export async function subscribeInModal(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Never miss a beat' });
  const form = dialog.locator('.marketing-form form');
  await expect(form).toBeVisible({ timeout: OUTCOME_TIMEOUT_MS });
  await form.getByLabel('Work email').fill(uniqueEmail('news'));
  await waitForFillTime(form);
  await form.getByRole('button', { name: 'Subscribe now' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Thank you for subscribing. The next issue is on its way to your inbox.',
    { timeout: OUTCOME_TIMEOUT_MS },
  );
}
