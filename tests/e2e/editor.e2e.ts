// The embedded editor (/editor on the content service, docs/editor.md) as an editor uses it, on the
// writable pair: sign in, open the US home page, type a headline and see the framed preview change
// before saving, add a block, reorder it (with its buttons, by pointer and keyboard) and remove it, publish and
// see the live site change; a wrong password is refused and the API refuses writes without a session.
//
// The writable site loads the bridge from the preview tests' stand-in address
// (E2E_PREVIEW_BRIDGE_URL); here that address is answered with the editor's own bridge script, as
// PREVIEW_BRIDGE_URL=<content service>/editor/bridge.js makes a site load it outside the tests.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  E2E_EDITOR_PASSWORD,
  E2E_EDITOR_USER,
  E2E_MANAGEMENT_TOKEN,
  E2E_PREVIEW_BRIDGE_URL,
  E2E_WRITABLE_CONTENT_URL,
  E2E_WRITABLE_SITE_URL,
} from '../../playwright.config';
import { expectAxeClean } from './axe';
import { watchCsp } from './csp-watch';
import { SPACE_ID } from './preview/editor-stand-in';

const CONTENT = E2E_WRITABLE_CONTENT_URL;
const SITE = E2E_WRITABLE_SITE_URL;
const EDITOR = `${CONTENT}/editor/`;

interface Block {
  component: string;
  _uid: string;
  [field: string]: unknown;
}

interface StoredStory {
  id: number;
  full_slug: string;
  content: Block & { body: Block[] };
}

async function management<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const response = await fetch(`${CONTENT}/v1/spaces/${SPACE_ID}/stories${path}`, {
    method,
    headers: { authorization: E2E_MANAGEMENT_TOKEN, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

async function usHome(): Promise<StoredStory> {
  const { stories } = await management<{ stories: StoredStory[] }>('?with_slug=us/home');
  const found = stories.find((story) => story.full_slug === 'us/home');
  if (!found) throw new Error('no us/home story');
  return (await management<{ story: StoredStory }>(`/${found.id}`)).story;
}

/** The site's pages load the editor's bridge script where the writable pair names the stand-in. */
async function serveEditorBridge(context: BrowserContext): Promise<void> {
  const response = await fetch(`${CONTENT}/editor/bridge.js`);
  expect(response.status).toBe(200);
  const body = await response.text();
  await context.route(E2E_PREVIEW_BRIDGE_URL, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body }),
  );
}

async function signIn(page: Page, user: string, password: string): Promise<void> {
  await page.goto(EDITOR);
  await page.getByRole('radio', { name: 'Name and password' }).check();
  await page.getByLabel('Name', { exact: true }).fill(user);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The toggle buttons of the page body's blocks, in their order. */
function bodyBlockNames(page: Page) {
  return page
    .getByRole('region', { name: /^Body/ })
    .locator(':scope > ol > li > .block-header [data-block-heading]')
    .allInnerTexts();
}

test.describe('the embedded editor', () => {
  test('edits the US home page with a live preview, reorders and removes a block, and publishes', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const original = await usHome();
    const hero = original.content.body.find((block) => block.component === 'hero');
    expect(hero, 'the us home page starts with a hero').toBeDefined();
    const headline = `Edited in the editor ${Date.now()}`;
    await serveEditorBridge(context);
    const cspViolations = await watchCsp(page);

    try {
      // Sign in.
      await signIn(page, E2E_EDITOR_USER, E2E_EDITOR_PASSWORD);
      await expect(page.getByText(`Signed in as ${E2E_EDITOR_USER}`)).toBeVisible();

      // Open the US home page from the story tree.
      await page.getByLabel('Search stories').fill('us/home');
      await page.getByRole('navigation', { name: 'Stories' }).getByRole('link', { name: /^Home/ }).click();
      await expect(page).toHaveURL(new RegExp(`/editor/stories/${original.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      const preview = page.frameLocator('iframe[title="Preview of Home"]');
      await expect(page.getByRole('status').filter({ hasText: 'Live preview' })).toBeVisible({
        timeout: 20_000,
      });
      await expect(preview.locator('h1')).toHaveText(String(hero?.headline));
      // The editor itself (the framed site is checked by the site's own accessibility tests).
      await expectAxeClean(page, 'body', { message: 'the editor with a story open' });

      // Change the hero's headline: the preview shows it before anything is saved.
      await page
        .getByRole('button', { name: /^Hero\b/ })
        .first()
        .click();
      const heroForm = page.getByRole('group', { name: /^Hero\b/ });
      await heroForm.getByLabel(/^Headline/).fill(headline);
      await expect(preview.locator('h1')).toHaveText(headline, { timeout: 15_000 });
      expect((await usHome()).content.body.find((block) => block.component === 'hero')?.headline).toBe(
        hero?.headline,
      );
      await expect(page.getByText('Unsaved changes')).toBeVisible();

      // Clicking a block in the preview selects its form.
      await preview.locator('h1').click();
      await expect(page.locator(`[data-block-card="${hero?._uid}"]`)).toHaveClass(/selected/);

      // Add a block at the end of the body, move it up with the button and with the keyboard.
      const before = await bodyBlockNames(page);
      await page.getByLabel('Block to add to Body').selectOption({ label: 'Divider' });
      await page.getByRole('button', { name: 'Add block to Body' }).click();
      await expect.poll(() => bodyBlockNames(page)).toHaveLength(before.length + 1);
      expect((await bodyBlockNames(page)).at(-1)).toContain('Divider');
      await page.getByRole('button', { name: /^Move Divider up$/ }).click();
      expect((await bodyBlockNames(page)).at(-2)).toContain('Divider');
      // By keyboard: the Move up button, reached and pressed from the keyboard.
      await page.getByRole('button', { name: /^Move Divider up$/ }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await bodyBlockNames(page)).at(-3)).toContain('Divider');

      // Remove it again.
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: /^Remove Divider$/ }).click();
      await expect.poll(() => bodyBlockNames(page)).toEqual(before);

      // Publish: the live site shows the new headline within 5 s.
      await page
        .getByRole('toolbar', { name: 'Story actions' })
        .getByRole('button', { name: 'Publish', exact: true })
        .click();
      await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
      await expect
        .poll(async () => (await (await fetch(`${SITE}/`)).text()).includes(headline), { timeout: 5_000 })
        .toBe(true);

      // The versions list has the save and the publish.
      await page.getByRole('button', { name: 'Versions' }).click();
      await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);

      // Nothing the editor or the framed page did was blocked by their policies.
      expect(await cspViolations()).toEqual([]);

      // Signing out brings the sign-in back.
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    } finally {
      // The home page as it was, for the other tests of this pair.
      await management(`/${original.id}`, 'PUT', { story: { content: original.content } });
      await management(`/${original.id}/publish`, 'GET');
    }
  });

  test('refuses a wrong password, and says so until the editor types again', async ({ page }) => {
    await signIn(page, E2E_EDITOR_USER, 'not-the-password');
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Wrong token, name or password.');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Password', { exact: true }).fill('x');
    await expect(alert).toHaveCount(0);
    await expect(page.getByText(/Signed in as/)).toHaveCount(0);
  });

  test('answers a write without a session with 401', async ({ request }) => {
    const home = await usHome();
    const response = await request.put(`${CONTENT}/editor/api/stories/${home.id}`, {
      headers: { origin: CONTENT, 'if-match': '*', 'content-type': 'application/json' },
      data: { story: { content: home.content } },
    });
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  test('serves the editor with its strict CSP, and every editor path with the app', async ({ request }) => {
    const response = await request.get(`${CONTENT}/editor/stories/1`);
    expect(response.status()).toBe(200);
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain(`frame-src ${new URL(SITE).origin}`);
    expect(await response.text()).toContain('<div id="root">');
  });
});
