// The embedded editor (/editor on the content service, docs/editor.md) as an editor uses it, on the
// writable pair: sign in, open the US home page, type a headline and see the framed preview change
// before saving, add a block, reorder it (with its buttons, by pointer and keyboard) and remove it, publish and
// see the live site change; a wrong password is refused and the API refuses writes without a session.
// On stories of their own (made and removed by each test): an uploaded image with its alt text in a
// block, published; a version restored; a stale save's conflict between two sessions; a story
// made, renamed (with its redirect), duplicated and deleted through the app's dialogs; and a folder
// made in the tree, a story made and published in it, the folder renamed with the story, refused
// deletion while it holds the story, and deleted after it.
//
// The writable site loads the bridge from the preview tests' stand-in address
// (E2E_PREVIEW_BRIDGE_URL); here that address is answered with the editor's own bridge script, as
// PREVIEW_BRIDGE_URL=<content service>/editor/bridge.js makes a site load it outside the tests.
import { randomUUID } from 'node:crypto';
import { deflateSync, crc32 } from 'node:zlib';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
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

/** A story of the test's own in the US region, made through the editor's API: its id and ETag. */
async function createStory(
  page: Page,
  slug: string,
  headline: string,
): Promise<{ id: number; slug: string; heroUid: string }> {
  const heroUid = randomUUID();
  const created = await page.request.post(`${CONTENT}/editor/api/stories`, {
    headers: { origin: CONTENT },
    data: { name: `E2E ${slug}`, slug, component: 'page', region: 'us' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const view = (await created.json()) as { story: { id: number }; etag: string };
  const saved = await page.request.put(`${CONTENT}/editor/api/stories/${view.story.id}`, {
    headers: { origin: CONTENT, 'if-match': view.etag },
    data: {
      story: {
        content: {
          _uid: randomUUID(),
          component: 'page',
          body: [{ _uid: heroUid, component: 'hero', headline }],
        },
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { id: view.story.id, slug, heroUid };
}

/** Removes a test's story through the management API (gone already is fine). */
async function removeStory(id: number): Promise<void> {
  const response = await fetch(`${CONTENT}/v1/spaces/${SPACE_ID}/stories/${id}`, {
    method: 'DELETE',
    headers: { authorization: E2E_MANAGEMENT_TOKEN },
  });
  expect([200, 204, 404]).toContain(response.status);
}

async function storyStatus(id: number): Promise<number> {
  const response = await fetch(`${CONTENT}/v1/spaces/${SPACE_ID}/stories/${id}`, {
    headers: { authorization: E2E_MANAGEMENT_TOKEN },
  });
  return response.status;
}

/** A unique slug for a test's story. */
function uniqueSlug(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

/** A 2×2 PNG (RGB, 8 bits) of the given colour, made here so each test has its own file. */
function tinyPng(rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const row = Buffer.from([0, ...rgb, ...rgb]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat([row, row]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Signs in and opens a story, waiting for its form and its live preview. */
async function openStory(page: Page, id: number): Promise<void> {
  await page.goto(`${CONTENT}/editor/stories/${id}`);
  await expect(page.getByRole('toolbar', { name: 'Story actions' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Live preview' })).toBeVisible({
    timeout: 20_000,
  });
}

/** A signed-in editor in a browser context of its own (a second session). */
async function secondSession(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await serveEditorBridge(context);
  const page = await context.newPage();
  await signIn(page, E2E_EDITOR_USER, E2E_EDITOR_PASSWORD);
  await expect(page.getByText(`Signed in as ${E2E_EDITOR_USER}`)).toBeVisible();
  return { context, page };
}

function heroHeadline(page: Page) {
  return page.getByRole('group', { name: /^Hero\b/ }).getByLabel(/^Headline/);
}

async function openHero(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: /^Hero\b/ }).first();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(heroHeadline(page)).toBeVisible();
}

async function saveDraft(page: Page): Promise<void> {
  await page
    .getByRole('toolbar', { name: 'Story actions' })
    .getByRole('button', { name: 'Save draft' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();
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
      // The draft beside the published story: the headline as the live site has it, and as typed.
      await page.getByRole('button', { name: 'Compare with published' }).click();
      await expect(
        page.locator('#published-comparison').getByRole('row').filter({ hasText: 'headline' }),
      ).toContainText(`${String(hero?.headline)}${headline}`);
      await page.getByRole('button', { name: 'Compare with published' }).click();

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

  test('uploads an image with its alt text, uses it in a block, and publishes it', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await serveEditorBridge(context);
    await signIn(page, E2E_EDITOR_USER, E2E_EDITOR_PASSWORD);
    await expect(page.getByText(`Signed in as ${E2E_EDITOR_USER}`)).toBeVisible();
    const story = await createStory(page, uniqueSlug('e2e-image'), 'A page with a picture');
    const imageName = uniqueSlug('e2e-pixel');
    const alt = `Two by two pixels ${imageName}`;
    try {
      await openStory(page, story.id);
      const preview = page.frameLocator(`iframe[title^="Preview of"]`);
      await expect(preview.locator('h1')).toHaveText('A page with a picture');
      await openHero(page);

      // Upload in the library, give the image its alt text, and use it.
      const heroForm = page.getByRole('group', { name: /^Hero\b/ });
      await heroForm.getByRole('button', { name: 'Choose image' }).click();
      const library = page.getByRole('dialog', { name: 'Images' });
      await expect(library).toBeVisible();
      await library.getByLabel(/^Upload an image/).setInputFiles({
        name: `${imageName}.png`,
        mimeType: 'image/png',
        buffer: tinyPng([Math.floor(Math.random() * 256), 80, 160]),
      });
      const altField = library.getByLabel('Alt text of this image (for every use of it)');
      await expect(altField).toBeVisible();
      await altField.fill(alt);
      await library.getByRole('button', { name: 'Save image details' }).click();
      await expect(
        library.getByRole('status').filter({ hasText: 'Alt text and focus point saved.' }),
      ).toBeVisible();
      await library.getByRole('button', { name: 'Use this image' }).click();
      await expect(library).toBeHidden();
      await expect(heroForm.getByLabel('Alt text here')).toHaveValue(alt);
      await expect(heroForm.getByText(new RegExp(`${imageName}-[0-9a-f]+\\.png`))).toBeVisible();

      // Saved: the preview shows it; published: the live page has it.
      await saveDraft(page);
      await expect(preview.locator(`img[alt="${alt}"]`)).toBeVisible({ timeout: 15_000 });
      await page
        .getByRole('toolbar', { name: 'Story actions' })
        .getByRole('button', { name: 'Publish', exact: true })
        .click();
      await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
      await expect
        .poll(
          async () => {
            const html = await (await fetch(`${SITE}/${story.slug}`)).text();
            return html.includes(imageName) && html.includes(alt);
          },
          { timeout: 10_000 },
        )
        .toBe(true);
    } finally {
      await removeStory(story.id);
    }
  });

  test('restores an earlier version into the form and the preview', async ({ page, context }) => {
    test.setTimeout(90_000);
    await serveEditorBridge(context);
    await signIn(page, E2E_EDITOR_USER, E2E_EDITOR_PASSWORD);
    await expect(page.getByText(`Signed in as ${E2E_EDITOR_USER}`)).toBeVisible();
    const story = await createStory(page, uniqueSlug('e2e-versions'), 'Before the saves');
    try {
      await openStory(page, story.id);
      const preview = page.frameLocator(`iframe[title^="Preview of"]`);
      await openHero(page);
      await heroHeadline(page).fill('The first saved headline');
      await saveDraft(page);
      await expect(preview.locator('h1')).toHaveText('The first saved headline', { timeout: 15_000 });
      await heroHeadline(page).fill('The second saved headline');
      await saveDraft(page);
      await expect(preview.locator('h1')).toHaveText('The second saved headline', { timeout: 15_000 });

      // The newest version is the current one; the one before it is the first save.
      await page.getByRole('button', { name: 'Versions' }).click();
      const versions = page.getByRole('region', { name: 'Versions' });
      const rows = versions.getByRole('row');
      await expect(rows.nth(1)).toContainText('Current');
      const firstSave = rows.nth(2);
      await expect(firstSave).toContainText('Saved');
      // What differs: the headline, as it was in that version and as it is in the draft.
      await firstSave.getByRole('button', { name: /^Changes in version \d+$/ }).click();
      const changes = versions.locator('#version-changes');
      await expect(changes.getByRole('row').filter({ hasText: 'headline' })).toContainText(
        /Changed\s*The first saved headline\s*The second saved headline/,
      );
      await firstSave.getByRole('button', { name: /^Restore version \d+$/ }).click();
      await expect(
        page.getByRole('status').filter({ hasText: /^Version \d+ restored as the draft\.$/ }),
      ).toBeVisible();
      await openHero(page);
      await expect(heroHeadline(page)).toHaveValue('The first saved headline');
      await expect(preview.locator('h1')).toHaveText('The first saved headline', { timeout: 15_000 });
    } finally {
      await removeStory(story.id);
    }
  });

  test("refuses a second session's stale save, and reloads the newer version", async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(90_000);
    await serveEditorBridge(context);
    await signIn(page, E2E_EDITOR_USER, E2E_EDITOR_PASSWORD);
    await expect(page.getByText(`Signed in as ${E2E_EDITOR_USER}`)).toBeVisible();
    const story = await createStory(page, uniqueSlug('e2e-conflict'), 'Opened by two');
    const second = await secondSession(browser);
    try {
      // Both open the story as it is now.
      await openStory(page, story.id);
      await openStory(second.page, story.id);
      await openHero(page);
      await openHero(second.page);

      // The first saves; the second, still at the older version, is refused.
      await heroHeadline(page).fill('Saved by the first session');
      await saveDraft(page);
      await heroHeadline(second.page).fill('Saved by the second session');
      await second.page
        .getByRole('toolbar', { name: 'Story actions' })
        .getByRole('button', { name: 'Save draft' })
        .click();
      const conflict = second.page
        .getByRole('alert')
        .filter({ hasText: 'Someone saved this story after you opened it.' });
      await expect(conflict).toBeVisible();

      // Reload (dropping the unsaved change) loads the first session's version.
      second.page.once('dialog', (dialog) => void dialog.accept());
      await conflict.getByRole('button', { name: 'Reload' }).click();
      await expect(conflict).toBeHidden();
      await openHero(second.page);
      await expect(heroHeadline(second.page)).toHaveValue('Saved by the first session');
    } finally {
      await second.context.close();
      await removeStory(story.id);
    }
  });

  test('makes a story in its dialog, renames it with a redirect, duplicates it and deletes both', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await serveEditorBridge(context);
    const slug = uniqueSlug('e2e-made');
    const name = `E2E made ${slug.slice('e2e-made-'.length)}`;
    const moved = `${slug}-moved`;
    const made: number[] = [];
    try {
      await signIn(page, E2E_EDITOR_USER, E2E_EDITOR_PASSWORD);
      await expect(page.getByText(`Signed in as ${E2E_EDITOR_USER}`)).toBeVisible();

      // New story: region, page type, name; the slug follows the name.
      await page.getByRole('button', { name: 'New story' }).click();
      const create = page.getByRole('dialog', { name: 'New story' });
      await expect(create.getByLabel('Region or folder')).toHaveValue('us');
      await create.getByLabel('Page type').selectOption('page');
      await create.getByLabel('Name', { exact: true }).fill(name);
      await expect(create.getByLabel('Slug', { exact: true })).toHaveValue(slug);
      await create.getByRole('button', { name: 'Create story' }).click();
      await expect(page).toHaveURL(/\/editor\/stories\/\d+$/);
      const id = Number(new URL(page.url()).pathname.split('/').at(-1));
      made.push(id);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.locator('.story-title p')).toContainText(`/us/${slug}`);

      // Rename and move it, and accept the redirect it offers.
      await page
        .getByRole('toolbar', { name: 'Story actions' })
        .getByRole('button', { name: 'Rename or move' })
        .click();
      const move = page.getByRole('dialog', { name: 'Rename or move' });
      await move.getByLabel('Name', { exact: true }).fill(`${name} moved`);
      await move.getByLabel('Full slug', { exact: true }).fill(`us/${moved}`);
      await move.getByRole('button', { name: 'Rename or move' }).click();
      await move.getByRole('button', { name: `Add a redirect from /${slug} to /${moved}` }).click();
      await expect(move.getByRole('status')).toHaveText(
        `Redirect from /${slug} to /${moved} added and published.`,
      );
      await move.getByRole('button', { name: 'Close' }).click();
      await expect(move).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: `${name} moved` })).toBeVisible();
      await expect(page.locator('.story-title p')).toContainText(`/us/${moved}`);
      const list = await page.request.get(`${CONTENT}/editor/api/stories?search=settings/redirects`);
      const redirectsId = (
        (await list.json()) as { stories: { id: number; full_slug: string }[] }
      ).stories.find((story) => story.full_slug === 'settings/redirects')?.id;
      const redirects = await page.request.get(`${CONTENT}/editor/api/stories/${redirectsId}`);
      expect(
        ((await redirects.json()) as { story: { content: { rules: Block[] } } }).story.content.rules,
      ).toContainEqual(
        expect.objectContaining({
          component: 'redirect_rule',
          from: `/${slug}`,
          to: `/${moved}`,
          status: 301,
        }),
      );

      // Duplicate it to the UK: the copy opens.
      await page.getByRole('button', { name: 'Duplicate to…' }).click();
      const duplicate = page.getByRole('dialog', { name: /^Duplicate/ });
      await duplicate.getByLabel('Copy to region').selectOption('gb');
      await duplicate.getByRole('button', { name: 'Duplicate', exact: true }).click();
      await expect(page).not.toHaveURL(new RegExp(`/editor/stories/${id}$`));
      await expect(page).toHaveURL(/\/editor\/stories\/\d+$/);
      const copyId = Number(new URL(page.url()).pathname.split('/').at(-1));
      made.push(copyId);
      await expect(page.locator('.story-title p')).toContainText(`/gb/${moved}`);

      // Delete the copy, then the story: each asks first, naming it, and goes back to the list.
      for (const [storyId, where] of [
        [copyId, 'gb'],
        [id, 'us'],
      ] as const) {
        if (storyId === id) await page.goto(`${CONTENT}/editor/stories/${id}`);
        await expect(page.locator('.story-title p')).toContainText(`/${where}/${moved}`);
        await page
          .getByRole('toolbar', { name: 'Story actions' })
          .getByRole('button', { name: 'Delete' })
          .click();
        const confirm = page.getByRole('dialog', { name: `Delete “${name} moved”?` });
        await expect(confirm).toContainText(`/${where}/${moved}`);
        await confirm.getByRole('button', { name: 'Delete story' }).click();
        await expect(page).toHaveURL(/\/editor\/$/);
        await expect(page.getByRole('status').filter({ hasText: 'The story was deleted.' })).toBeVisible();
        expect(await storyStatus(storyId)).toBe(404);
      }
    } finally {
      for (const id of made) await removeStory(id);
      // The redirect goes again, so the route rules are as they were for the other tests.
      const { stories } = await management<{ stories: { id: number; full_slug: string }[] }>(
        '?with_slug=settings/redirects',
      );
      const redirectsId = stories.find((story) => story.full_slug === 'settings/redirects')?.id;
      if (redirectsId !== undefined) {
        const { story } = await management<{ story: { content: { rules?: Block[] } } }>(`/${redirectsId}`);
        const rules = story.content.rules ?? [];
        if (rules.some((rule) => rule.from === `/${slug}`)) {
          await management(`/${redirectsId}`, 'PUT', {
            story: { content: { ...story.content, rules: rules.filter((rule) => rule.from !== `/${slug}`) } },
          });
          await management(`/${redirectsId}/publish`, 'GET');
        }
      }
    }
  });

  test('makes a folder, a story in it, renames the folder with the story, and deletes both', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await serveEditorBridge(context);
    const folderSlug = uniqueSlug('e2e-folder');
    const folderName = `E2E folder ${folderSlug.slice('e2e-folder-'.length)}`;
    const renamedSlug = `${folderSlug}-renamed`;
    const renamedName = `${folderName} renamed`;
    const storyName = `E2E in folder ${folderSlug.slice('e2e-folder-'.length)}`;
    const storySlug = uniqueSlug('e2e-in-folder');
    let storyId: number | undefined;
    const tree = page.getByRole('navigation', { name: 'Stories' });
    const treeStatus = (text: string) => tree.getByRole('status').filter({ hasText: text });
    /** Opens a folder's actions in the tree and picks one; the buttons are named after the folder. */
    async function folderAction(name: string, action: string): Promise<void> {
      await tree.getByRole('button', { name: `Folder actions for ${name}`, exact: true }).click();
      await tree
        .getByRole('group', { name: `Actions for ${name}` })
        .getByRole('button', { name: action })
        .click();
    }
    try {
      await signIn(page, E2E_EDITOR_USER, E2E_EDITOR_PASSWORD);
      await expect(page.getByText(`Signed in as ${E2E_EDITOR_USER}`)).toBeVisible();

      // A new folder in the US region, from the tree; it shows, empty.
      await folderAction('us', 'New folder in us');
      const newFolder = page.getByRole('dialog', { name: 'New folder' });
      await expect(newFolder.getByLabel('In region or folder')).toHaveValue('us');
      await newFolder.getByLabel('Name', { exact: true }).fill(folderName);
      await expect(newFolder.getByLabel('Slug', { exact: true })).toHaveValue(folderSlug);
      await newFolder.getByRole('button', { name: 'Create folder' }).click();
      await expect(newFolder).toBeHidden();
      await expect(treeStatus(`Folder “${folderName}” made in /us.`)).toBeVisible();
      await expect(tree.getByText(`${folderName} (empty)`)).toBeVisible();

      // A story in it, from the New story dialog, published.
      await page.getByRole('button', { name: 'New story' }).click();
      const create = page.getByRole('dialog', { name: 'New story' });
      await create.getByLabel('Region or folder').selectOption(`us/${folderSlug}`);
      await create.getByLabel('Page type').selectOption('page');
      await create.getByLabel('Name', { exact: true }).fill(storyName);
      await create.getByLabel('Slug', { exact: true }).fill(storySlug);
      await create.getByRole('button', { name: 'Create story' }).click();
      await expect(page).toHaveURL(/\/editor\/stories\/\d+$/);
      storyId = Number(new URL(page.url()).pathname.split('/').at(-1));
      await expect(page.locator('.story-title p')).toContainText(`/us/${folderSlug}/${storySlug}`);
      await page
        .getByRole('toolbar', { name: 'Story actions' })
        .getByRole('button', { name: 'Publish', exact: true })
        .click();
      await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();

      // Rename and move the folder: the story goes with it, still published; no redirect.
      await folderAction(folderName, `Rename or move folder ${folderName}`);
      const move = page.getByRole('dialog', { name: 'Rename or move folder' });
      await move.getByLabel('Name', { exact: true }).fill(renamedName);
      await move.getByLabel('Full slug', { exact: true }).fill(`us/${renamedSlug}`);
      await move.getByRole('button', { name: 'Rename or move folder' }).click();
      await expect(move).toContainText(
        `Renamed the folder “${renamedName}” and moved it to /us/${renamedSlug} with 1 story.`,
      );
      await expect(
        move.getByRole('button', { name: `Add a redirect from /${folderSlug}/* to /${renamedSlug}/*` }),
      ).toBeVisible();
      await move.getByRole('button', { name: 'No redirect' }).click();
      await expect(move).toBeHidden();
      await expect(
        treeStatus(`Folder “${renamedName}” moved to /us/${renamedSlug} with 1 story.`),
      ).toBeVisible();
      // The open story is read again at its new address.
      await expect(page.locator('.story-title p')).toContainText(`/us/${renamedSlug}/${storySlug}`);
      await expect(
        tree.getByRole('button', { name: `Folder actions for ${renamedName}`, exact: true }),
      ).toBeVisible();
      await expect(
        tree.getByRole('button', { name: `Folder actions for ${folderName}`, exact: true }),
      ).toHaveCount(0);
      const { story } = await management<{ story: { full_slug: string; published_at: string | null } }>(
        `/${storyId}`,
      );
      expect(story.full_slug).toBe(`us/${renamedSlug}/${storySlug}`);
      expect(story.published_at).not.toBeNull();

      // The folder holds the story: its deletion is refused, and says why.
      await folderAction(renamedName, `Delete folder ${renamedName}`);
      const refuse = page.getByRole('dialog', { name: `Delete the folder “${renamedName}”?` });
      await refuse.getByRole('button', { name: 'Delete folder' }).click();
      await expect(refuse.getByRole('alert')).toHaveText(
        `The folder "us/${renamedSlug}" holds 1 story: move or delete it first`,
      );
      await refuse.getByRole('button', { name: 'Cancel' }).click();
      await expect(refuse).toBeHidden();

      // Delete the story, then the empty folder.
      await page
        .getByRole('toolbar', { name: 'Story actions' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await page
        .getByRole('dialog', { name: `Delete “${storyName}”?` })
        .getByRole('button', { name: 'Delete story' })
        .click();
      await expect(page).toHaveURL(/\/editor\/$/);
      expect(await storyStatus(storyId)).toBe(404);
      await expect(tree.getByText(`${renamedName} (empty)`)).toBeVisible();
      await folderAction(renamedName, `Delete folder ${renamedName}`);
      const remove = page.getByRole('dialog', { name: `Delete the folder “${renamedName}”?` });
      await remove.getByRole('button', { name: 'Delete folder' }).click();
      await expect(remove).toBeHidden();
      await expect(treeStatus(`Folder “${renamedName}” deleted.`)).toBeVisible();
      await expect(
        tree.getByRole('button', { name: `Folder actions for ${renamedName}`, exact: true }),
      ).toHaveCount(0);
    } finally {
      if (storyId !== undefined) await removeStory(storyId);
      // The folders go again, whichever of them the test got to (gone already is fine).
      for (const folder of [`us/${renamedSlug}`, `us/${folderSlug}`]) {
        const response = await page.request.delete(
          `${CONTENT}/editor/api/folders?full_slug=${encodeURIComponent(folder)}`,
          { headers: { origin: CONTENT } },
        );
        expect([204, 401, 404]).toContain(response.status());
      }
    }
  });
});
