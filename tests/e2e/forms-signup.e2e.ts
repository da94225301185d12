// The signup form (§2 item 1, §4, §5, §8) in Chromium against the production build: every
// validation message alone and all together, errors cleared on focus, success and an existing
// account, the same form without JavaScript, the modal variant, the API failure [DP003] on the
// server whose signup API is down, regionalised legal links, and axe-core on the form's states.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_WRITABLE_SITE_URL } from '../../playwright.config';
import { expectAxeClean } from './axe';
import { dismissConsent, uniqueEmail, waitForFillTime } from './forms-support';

const NAME = 'Please enter your name';
const EMAIL = 'Please enter a valid email';
const TERMS = 'Please read and accept our legal terms to continue';
const DP003 =
  'Sorry, there was a problem creating your account. Please try again or contact support if the issue continues. [DP003]';

/** The first signup form of /start-free (the sign-up hero's), once the page runs. */
async function openSignup(page: Page, base = ''): Promise<{ form: Locator }> {
  await page.goto(`${base}/start-free`);
  const form = page.locator('.signup-form').first();
  // The hidden '_js' field appears once the form is hydrated.
  await expect(form.locator('input[name="_js"]')).toHaveCount(1);
  await dismissConsent(page);
  return { form };
}

async function fill(form: Locator, values: { name?: string; email?: string; terms?: boolean }) {
  if (values.name !== undefined) await form.getByLabel('Name', { exact: true }).fill(values.name);
  if (values.email !== undefined) await form.getByLabel('Work email').fill(values.email);
  if (values.terms) await form.getByRole('checkbox').check();
}

const submit = (form: Locator) => form.locator('button[type="submit"]').click();

test('shows every failing message at once, each one alone, and clears them on focus', async ({ page }) => {
  const { form } = await openSignup(page);
  await submit(form);
  await expect(form.getByText(NAME, { exact: true })).toBeVisible();
  await expect(form.getByText(EMAIL, { exact: true })).toBeVisible();
  await expect(form.getByRole('alert')).toHaveText(TERMS);
  await expect(form.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toHaveAttribute('data-form-status', 'idle');
  await expectAxeClean(page, '.signup-form');

  await form.getByLabel('Name', { exact: true }).focus();
  await expect(form.getByText(NAME, { exact: true })).toBeHidden();
  await form.getByLabel('Work email').focus();
  await expect(form.getByText(EMAIL, { exact: true })).toBeHidden();
  await form.getByRole('checkbox').click();
  await expect(form.locator('[role="alert"]')).toHaveText('');

  const messages = form.locator('.form-field__error, [role="alert"]:not(:empty)');
  // Name missing only.
  await form.getByLabel('Work email').fill('alex@example.com');
  await submit(form);
  await expect(messages).toHaveText([NAME]);
  // Email wrong only.
  await fill(form, { name: 'Alex Doe', email: 'alex@@example' });
  await submit(form);
  await expect(messages).toHaveText([EMAIL]);
  // Terms unticked only.
  await fill(form, { email: 'alex@example.com' });
  await form.getByRole('checkbox').uncheck();
  await submit(form);
  await expect(messages).toHaveText([TERMS]);
});

test('creates the account, then says an existing account exists, with a login link', async ({ page }) => {
  const email = uniqueEmail('signup');
  const { form } = await openSignup(page);
  await fill(form, { name: 'Robin Hale', email, terms: true });
  await waitForFillTime(form);
  await submit(form);
  await expect(form.getByRole('status')).toHaveText(/Your Shiftlane account is on its way/);
  await expect(form).toHaveAttribute('data-form-status', 'success');
  await expectAxeClean(page, '.signup-form');

  const again = await openSignup(page);
  await fill(again.form, { name: 'Robin Hale', email, terms: true });
  await waitForFillTime(again.form);
  await submit(again.form);
  await expect(again.form.getByRole('status')).toContainText('You already have a Shiftlane account');
  await expect(again.form.getByRole('link', { name: 'Log in to Shiftlane' })).toHaveAttribute(
    'href',
    /\/login$/,
  );
});

test('shows the loading label naming the product while the signup is sent', async ({ page }) => {
  const { form } = await openSignup(page);
  await fill(form, { name: 'Kai', email: uniqueEmail('loading'), terms: true });
  await waitForFillTime(form);
  // Hold the answer back so the busy state can be seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/start-free.data*', async (route) => {
    await held;
    await route.continue();
  });
  await submit(form);
  const button = form.locator('button[type="submit"]');
  await expect(button).toHaveText('Creating your Shiftlane account…');
  await expect(button).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(form).toHaveAttribute('data-form-status', 'success');
});

test('a post that cannot reach the server says so in the form and keeps what was typed', async ({ page }) => {
  const { form } = await openSignup(page);
  const email = uniqueEmail('offline');
  await fill(form, { name: 'Ines Duarte', email, terms: true });
  await waitForFillTime(form);
  await page.route('**/start-free.data*', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  await submit(form);
  await expect(form.getByRole('alert')).toHaveText(
    'We could not reach our server, so nothing was sent. Check your connection, then send the form again.',
  );
  await expect(form.getByLabel('Work email')).toHaveValue(email);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/error|wrong/i);

  // Back online, the same form goes through.
  await page.unroute('**/start-free.data*');
  await submit(form);
  await expect(form).toHaveAttribute('data-form-status', 'success');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server answers with every message, then with the success', async ({ page }) => {
    await page.goto('/start-free');
    const form = page.locator('.signup-form').first();
    await submit(form);
    await expect(form.getByText(NAME, { exact: true })).toBeVisible();
    await expect(form.getByText(EMAIL, { exact: true })).toBeVisible();
    await expect(form.getByRole('alert')).toHaveText(TERMS);
    // A page from the shared cache has no token: the first complete post from it is shown back
    // with its answers and a token of its own, and the second press sends it.
    await page.goto('/start-free');
    // The signup's default: the §3 placeholder status, no token.
    await expect(form.locator('input[name="talon"]')).toHaveValue('{"status":"pending"}');
    const email = uniqueEmail('nojs');
    await fill(form, { name: 'Noor Said', email, terms: true });
    await submit(form);
    await expect(form.getByRole('alert')).toHaveText(/Please check your answers and send the form again/);
    await expect(form.getByLabel('Name')).toHaveValue('Noor Said');
    await expect(form.getByLabel('Work email')).toHaveValue(email);
    await expect(form.getByRole('checkbox')).toBeChecked();
    await waitForFillTime(form);
    await submit(form);
    const answered = page.locator('.signup-form[data-form-status="success"]');
    await expect(answered).toHaveCount(1);
    await expect(answered.getByRole('status')).toHaveText(/Your Shiftlane account is on its way/);
  });
});

test('the signup modal has its heading, review line, logo and a working form', async ({ page }) => {
  await page.goto('/how-it-works');
  await expect(page.getByRole('button', { name: 'See the weekly checklist' })).toBeVisible();
  await dismissConsent(page);
  await page.locator('a[href="/get-started#signup"]').first().click();
  const dialog = page.getByRole('dialog', { name: 'Start your free trial' });
  await expect(dialog.getByText('700+ glowing reviews')).toBeVisible();
  await expect(dialog.locator('.signup-modal__logo')).toHaveText('Shiftlane');
  const form = dialog.locator('.signup-form');
  await fill(form, { name: 'Mo', email: uniqueEmail('modal'), terms: true });
  await waitForFillTime(form);
  await submit(form);
  await expect(form).toHaveAttribute('data-form-status', 'success');
  await expectAxeClean(page, '[role="dialog"]');
});

test('a signup API that cannot be reached is the API failure [DP003]', async ({ page }) => {
  const { form } = await openSignup(page, E2E_WRITABLE_SITE_URL);
  await fill(form, { name: 'Ira Chen', email: uniqueEmail('dp003'), terms: true });
  await waitForFillTime(form);
  await submit(form);
  await expect(form.getByRole('alert')).toHaveText(DP003);
  await expect(form).toHaveAttribute('data-form-status', 'error');
});

test.describe('a visitor from Germany', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'DE' } });

  test('gets legal links with their country, which lead to the EMEA versions', async ({ page }) => {
    await page.goto('/start-free');
    const form = page.locator('.signup-form').first();
    const terms = form.getByRole('link', { name: 'terms of service' });
    await expect(terms).toHaveAttribute('href', '/de/terms');
    await expect(form.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/de/privacy');
    const answer = await page.request.get('/de/terms', { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers()['location']).toBe('/gb/terms');
    expect((await page.request.get('/de/privacy')).status()).toBe(200);
  });
});
