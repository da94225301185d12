// The marketing forms (§2 items 2 and 4, §4, §9) in Chromium against the production build: the
// consultation form's redirect by employee range and country, its thank-you, the download and
// newsletter forms, the 5 s load error, the same forms without JavaScript, prefill, bad posts,
// and axe-core on the form's states.
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { E2E_THIRD_PARTY_SCRIPTS, E2E_WRITABLE_SITE_URL } from '../../playwright.config';
import { LIVE_CHAT_START_TIMEOUT_MS } from '../../app/consent/live-chat';
import { expectAxeClean } from './axe';
import { dismissConsent, uniqueEmail, waitForFillTime } from './forms-support';
import { OUTCOME_TIMEOUT_MS } from './journey-steps';

interface Lead {
  employees: string;
  country: string;
}

/** A marketing form of the page once it has loaded (its library is a chunk of its own). */
async function loadedForm(page: Page, container: Locator): Promise<{ form: Locator }> {
  await expect(container.locator('form')).toBeVisible({ timeout: OUTCOME_TIMEOUT_MS });
  await dismissConsent(page);
  return { form: container.locator('form') };
}

async function fillLead(form: Locator, lead: Lead, phone = true) {
  await form.getByLabel('First name').fill('Jo');
  await form.getByLabel('Last name').fill('Park');
  await form.getByLabel('Work email').fill(uniqueEmail('lead'));
  if (phone) await form.getByLabel('Phone').fill('+1 555 010 0123');
  await form.getByLabel('Company').fill('Park Cafés');
  await form.getByLabel('Number of employees').selectOption(lead.employees);
  await form.getByLabel('Country').selectOption(lead.country);
}

const consultationOf = (page: Page) => page.locator('.consultation .marketing-form');

test.describe('the consultation form', () => {
  for (const [path, lead, target] of [
    ['/book-a-consultation', { employees: '1 - 15', country: 'United States' }, '/in-action'],
    ['/book-a-consultation', { employees: '16 - 49', country: 'Brazil' }, '/in-action'],
    ['/gb/book-a-consultation', { employees: '50 - 249', country: 'France' }, '/gb/in-action'],
    ['/au/book-a-consultation', { employees: '26 - 49', country: 'Japan' }, '/au/in-action'],
  ] as const) {
    test(`sends ${lead.employees} in ${lead.country} to ${target}`, async ({ page }) => {
      await page.goto(path);
      const { form } = await loadedForm(page, consultationOf(page));
      await fillLead(form, lead);
      await waitForFillTime(form);
      await form.getByRole('button', { name: 'Book my consultation' }).click();
      await page.waitForURL((url) => url.pathname === target);
      await expect(page.getByRole('heading', { level: 1, name: 'See Shiftlane in action' })).toBeVisible();
    });
  }

  test('thanks a core-country team of 16 - 49 and stays on the page', async ({ page }) => {
    await page.goto('/book-a-consultation');
    const container = consultationOf(page);
    await expect(container.locator('.marketing-form__loading, form').first()).toBeVisible();
    const { form } = await loadedForm(page, container);
    await expectAxeClean(page, '.consultation');
    await fillLead(form, { employees: '16 - 49', country: 'Canada' });
    await waitForFillTime(form);
    await form.getByRole('button', { name: 'Book my consultation' }).click();
    // Live chat is not permitted (no consent given), so the thank-you shows.
    await expect(container.getByRole('status')).toHaveText(
      'Thank you. A product specialist will email you within one business day to find a time.',
    );
    await expect(container.locator('[data-form-status="success"]')).toHaveCount(1);
    await expect(page).toHaveURL(/\/book-a-consultation$/);
    await expectAxeClean(page, '.consultation');
  });

  test.describe('after the visitor accepted every cookie', () => {
    const THANK_YOU =
      'Thank you. A product specialist will email you within one business day to find a time.';
    const chatGlobal = (page: Page) =>
      page.evaluate(() => typeof (window as unknown as { LiveChatWidget?: object }).LiveChatWidget);

    /** Accepts every cookie, then books a consultation that stays on the page (a core-country team). */
    async function bookAfterAccepting(page: Page, url: string) {
      await page.goto(url);
      const container = consultationOf(page);
      await expect(container.locator('form')).toBeVisible();
      await page
        .getByRole('region', { name: 'Your cookie choices' })
        .getByRole('button', { name: 'Accept all' })
        .click();
      const form = container.locator('form');
      await fillLead(form, { employees: '16 - 49', country: 'Canada' });
      return { container, form };
    }

    async function send(container: Locator, form: Locator) {
      await waitForFillTime(form);
      await form.getByRole('button', { name: 'Book my consultation' }).click();
      await expect(container.locator('[data-form-status="success"]')).toHaveCount(1);
    }

    test('with no live chat configured, the thank-you shows', async ({ page }) => {
      // The writable pair runs without LIVE_CHAT_SCRIPT_URL.
      const { container, form } = await bookAfterAccepting(
        page,
        `${E2E_WRITABLE_SITE_URL}/book-a-consultation`,
      );
      await send(container, form);
      await expect(container.getByRole('status')).toHaveText(THANK_YOU);
      expect(await chatGlobal(page)).toBe('undefined');
    });

    test('a live chat that loads and shows itself takes over: no thank-you', async ({ page }) => {
      await page.route('https://*.consent-test.invalid/**', (route) =>
        route.request().url() === E2E_THIRD_PARTY_SCRIPTS.LIVE_CHAT_SCRIPT_URL
          ? route.fulfill({ contentType: 'text/javascript', body: 'window.LiveChatWidget = { open() {} };' })
          : route.abort(),
      );
      const { container, form } = await bookAfterAccepting(page, '/book-a-consultation');
      await expect.poll(() => chatGlobal(page)).toBe('object');
      await send(container, form);
      await expect(container.locator('[data-thank-you="live-chat"]')).toHaveCount(1);
      await expect(container.locator('.marketing-form__thank-you')).toHaveCount(0);
    });

    test('a live chat that never loads: the thank-you shows after the wait for it', async ({ page }) => {
      const held: Route[] = [];
      await page.route('https://*.consent-test.invalid/**', (route) => {
        // The chat's script never answers; the other scripts fail at once.
        if (route.request().url() === E2E_THIRD_PARTY_SCRIPTS.LIVE_CHAT_SCRIPT_URL) held.push(route);
        else return route.abort();
      });
      const { container, form } = await bookAfterAccepting(page, '/book-a-consultation');
      await expect.poll(() => held.length).toBe(1);
      await send(container, form);
      await expect(container.getByRole('status')).toHaveText(THANK_YOU, {
        timeout: LIVE_CHAT_START_TIMEOUT_MS + 10_000,
      });
      expect(await chatGlobal(page)).toBe('undefined');
      await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
    });
  });

  test.describe('for a visitor in Australia', () => {
    test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'AU' } });

    test('shows the au content and form 2458 on the us page', async ({ page }) => {
      await page.goto('/book-a-consultation');
      await expect(page.getByRole('heading', { name: 'See Shiftlane with your own roster' })).toBeVisible();
      await expect(consultationOf(page)).toHaveAttribute('data-form-id', '2458');
    });
  });

  test('shows every field message at once and nothing is sent', async ({ page }) => {
    await page.goto('/book-a-consultation');
    const { form } = await loadedForm(page, consultationOf(page));
    await form.getByRole('button', { name: 'Book my consultation' }).click();
    await expect(form.locator('.form-field__error')).toHaveText([
      'Please enter your first name',
      'Please enter your last name',
      'Please enter your work email',
      'Please enter your phone',
      'Please enter your company',
      'Please choose your number of employees',
      'Please choose your country',
    ]);
    await expectAxeClean(page, '.consultation');
  });
});

test('the download form thanks the visitor and the list of loaded forms grows', async ({ page }) => {
  await page.goto('/book-a-consultation');
  const container = page.locator('.marketing-form[data-form-id="2215"]');
  const { form } = await loadedForm(page, container);
  await fillLead(form, { employees: '250 - 999', country: 'United States' }, false);
  await waitForFillTime(form);
  await form.getByRole('button', { name: 'Send me the guide' }).click();
  await expect(container.getByRole('status')).toHaveText('Thank you. The guide is on its way to your inbox.');
});

test('the newsletter modal subscribes an email address', async ({ page }) => {
  await page.goto('/resources');
  await expect(page.getByRole('button', { name: 'Get the free schedule planning guide' })).toBeVisible();
  await dismissConsent(page);
  await page.locator('.newsletter-signup').getByRole('link', { name: 'Subscribe now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Never miss a beat' });
  const { form } = await loadedForm(page, dialog.locator('.marketing-form'));
  await form.getByLabel('Work email').fill(uniqueEmail('news'));
  await waitForFillTime(form);
  await form.getByRole('button', { name: 'Subscribe now' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Thank you for subscribing. The next issue is on its way to your inbox.',
  );
  await expectAxeClean(page, '[role="dialog"]');
});

test('a newsletter subscription that fails says it was not sent and keeps the address typed', async ({
  page,
}) => {
  await page.goto('/resources');
  await expect(page.getByRole('button', { name: 'Get the free schedule planning guide' })).toBeVisible();
  await dismissConsent(page);
  await page.locator('.newsletter-signup').getByRole('link', { name: 'Subscribe now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Never miss a beat' });
  const { form } = await loadedForm(page, dialog.locator('.marketing-form'));
  const email = uniqueEmail('news-failed');
  await form.getByLabel('Work email').fill(email);
  await waitForFillTime(form);
  // A token the server did not sign: the bot check refuses the post, as it would a forged one.
  await form.locator('input[name="talon"]').evaluate((input: HTMLInputElement) => {
    input.value = 'forged.token';
  });
  await form.getByRole('button', { name: 'Subscribe now' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Sorry, your subscription could not be sent. Your email address is still in the form: please try again.',
  );
  await expect(dialog.getByRole('alert')).not.toContainText('could not load');
  await expect(form.getByLabel('Work email')).toHaveValue(email);
  await expect(dialog.locator('.marketing-form__thank-you')).toHaveCount(0);
  await expectAxeClean(page, '[role="dialog"]');
});

test('a form that does not load within 5 s shows the content error and a link that works', async ({
  page,
}) => {
  await page.route('**/api/forms/2215', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    await route.abort().catch(() => undefined);
  });
  await page.goto('/book-a-consultation');
  const container = page.locator('.marketing-form[data-form-id="2215"]');
  await expect(container.getByText('Loading the form…')).toBeVisible();
  await expect(container.getByRole('status')).toHaveText(
    'Sorry, the download form could not load. Ask our team and we will email you a copy.',
    { timeout: 10_000 },
  );
  await expect(container.getByRole('link', { name: 'Ask our team for a copy' })).toHaveAttribute(
    'href',
    '/contact-sales',
  );
  await expect(container.locator('form')).toHaveCount(0);
  await expectAxeClean(page, '.marketing-form[data-form-id="2215"]');
});

test('a prefill message from an allowed origin fills the matching fields', async ({ page }) => {
  await page.goto('/book-a-consultation');
  const { form } = await loadedForm(page, consultationOf(page));
  await page.evaluate(() =>
    window.postMessage(
      { prefill: { firstName: 'Pat', email: 'pat@example.com', talon: 'x', employees: '1 - 15' } },
      '*',
    ),
  );
  await expect(form.getByLabel('First name')).toHaveValue('Pat');
  await expect(form.getByLabel('Work email')).toHaveValue('pat@example.com');
  await expect(form.getByLabel('Number of employees')).toHaveValue('1 - 15');
  // The hidden fields are never prefilled.
  expect(await form.locator('input[name="talon"]').inputValue()).not.toBe('x');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { 'cf-ipcountry': 'GB' } });

  test('the consultation form is served by the server: thank-you, then a redirect for a small team', async ({
    page,
  }) => {
    // The page comes from the shared cache without a token: the first post is shown back, with
    // the answers and a token of its own, and the second press sends it.
    const sendTwice = async (employees: string, country: string) => {
      await page.goto('/gb/book-a-consultation');
      let form = consultationOf(page).locator('form');
      await expect(form.locator('input[name="talon"]')).toHaveValue('');
      await fillLead(form, { employees, country });
      await form.getByRole('button', { name: 'Book my consultation' }).click();
      form = consultationOf(page).locator('form');
      await expect(
        consultationOf(page).getByText(/Please check your answers and send the form again/),
      ).toBeVisible();
      await expect(form.getByLabel('Number of employees')).toHaveValue(employees);
      await expect(form.getByLabel('Country')).toHaveValue(country);
      await waitForFillTime(form);
      await form.getByRole('button', { name: 'Book my consultation' }).click();
    };
    await sendTwice('250 - 999', 'United Kingdom');
    await expect(consultationOf(page).getByRole('status')).toContainText('Thank you.');

    await sendTwice('1 - 25', 'Germany');
    await expect(page).toHaveURL(/\/gb\/in-action$/);
  });
});

test.describe('bad posts', () => {
  test('get a clear 4xx and no stack trace', async ({ request, baseURL }) => {
    const form = { _form: '1261', submissionId: crypto.randomUUID(), email: 'a@example.com', talon: 'x' };
    const crossSite = await request.post('/resources', { form, headers: { Origin: 'https://evil.example' } });
    expect(crossSite.status()).toBe(403);
    const unknown = await request.post('/resources', {
      form: { ...form, _form: '9999' },
      headers: { Origin: baseURL ?? '' },
    });
    expect(unknown.status()).toBe(400);
    expect(await unknown.text()).toContain('Unknown form');
    const huge = await request.post('/resources', {
      form: { ...form, email: 'x'.repeat(40_000) },
      headers: { Origin: baseURL ?? '' },
    });
    expect(huge.status()).toBe(413);
    for (const answer of [crossSite, unknown, huge]) expect(await answer.text()).not.toMatch(/\n\s+at /);
  });
});
