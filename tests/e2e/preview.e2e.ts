// Editors' preview, as an editor meets it: Storyblok's Visual Editor (a stand-in that speaks the
// bridge's protocol) frames a page at a signed editor link and sends edits; a signed preview link
// opens drafts without the editor; visitors never see a draft, from the site or from its cache.
import { once } from 'node:events';
import { createServer } from 'node:http';
import { expect, test, type Frame, type Page } from '@playwright/test';
import {
  E2E_MANAGEMENT_TOKEN,
  E2E_PREVIEW_BRIDGE_URL,
  E2E_PREVIEW_EDITOR_ORIGIN,
  E2E_WRITABLE_CONTENT_URL,
  E2E_WRITABLE_SITE_URL,
} from '../../playwright.config';
import { expectAxeClean } from './axe';
import { watchCsp } from './csp-watch';
import {
  BRIDGE_STAND_IN,
  LOCAL_PREVIEW_SECRET,
  LOCAL_PREVIEW_TOKEN,
  SPACE_ID,
  editorPage,
  editorQuery,
} from './preview/editor-stand-in';

const SITE = E2E_WRITABLE_SITE_URL;
const CONTENT = E2E_WRITABLE_CONTENT_URL;

interface Block {
  component: string;
  _uid?: string;
  _editable?: string;
  [field: string]: unknown;
}

interface StoryAnswer {
  id: number;
  full_slug: string;
  content: Block & { body: Block[] };
}

async function management(path: string, method: string, body?: unknown): Promise<StoryAnswer> {
  const response = await fetch(`${CONTENT}/v1/spaces/${SPACE_ID}/stories${path}`, {
    method,
    headers: { authorization: E2E_MANAGEMENT_TOKEN, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return ((await response.json()) as { story: StoryAnswer }).story;
}

async function draftOf(fullSlug: string): Promise<StoryAnswer> {
  const response = await fetch(
    `${CONTENT}/v2/cdn/stories/${fullSlug}?version=draft&token=${LOCAL_PREVIEW_TOKEN}`,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { story: StoryAnswer }).story;
}

function pageContent(headline: string, text: string): Block & { body: Block[] } {
  return {
    component: 'page',
    layout: 'default',
    seo_title: 'Preview test page',
    body: [
      { _uid: 'preview-hero', component: 'hero', headline, subheadline: 'A page of the preview tests' },
      { _uid: 'preview-text', component: 'rich_text_section', text: paragraph(text) },
    ],
  };
}

function paragraph(text: string) {
  return { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] };
}

/** A published page whose saved draft differs from it. */
async function pageWithDraft(): Promise<{ story: StoryAnswer; path: string }> {
  const slug = `preview-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const created = await management('', 'POST', {
    story: {
      name: 'Preview test',
      full_slug: `au/${slug}`,
      content: pageContent('Published headline', 'Published text'),
    },
    publish: true,
  });
  await management(`/${created.id}`, 'PUT', {
    story: { content: pageContent('Draft headline', 'Draft text') },
  });
  return { story: created, path: `/au/${slug}` };
}

/**
 * The editor stand-in, served from a loopback address as a real server (Chromium does not let a
 * page with no address, as page.route() would make it, frame one on the local network).
 */
async function serveEditor(framedUrl: string): Promise<{ close(): Promise<void> }> {
  const { port } = new URL(E2E_PREVIEW_EDITOR_ORIGIN);
  const server = createServer((request, response) => {
    const isBridge = `${E2E_PREVIEW_EDITOR_ORIGIN}${request.url ?? ''}` === E2E_PREVIEW_BRIDGE_URL;
    response.writeHead(200, { 'content-type': isBridge ? 'text/javascript' : 'text/html; charset=utf-8' });
    response.end(isBridge ? BRIDGE_STAND_IN : editorPage(framedUrl));
  });
  server.listen(Number(port), '127.0.0.1');
  await once(server, 'listening');
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function framed(browserPage: Page, path: string): Promise<Frame> {
  await expect
    .poll(() => browserPage.frames().find((frame) => frame.url().includes(path)) !== undefined)
    .toBe(true);
  const frame = browserPage.frames().find((candidate) => candidate.url().includes(path));
  if (!frame) throw new Error(`no frame at ${path}`);
  return frame;
}

/** The editor at work: the draft, an unsaved edit, a publish. */
async function editAndPublish(editor: Page, story: StoryAnswer, path: string): Promise<void> {
  await watchCsp(editor);
  await editor.goto(`${E2E_PREVIEW_EDITOR_ORIGIN}/editor`);
  const frame = await framed(editor, path);

  // The draft, not the published page, with the preview bar.
  await expect(frame.locator('h1')).toHaveText('Draft headline');
  await expect(frame.getByRole('complementary', { name: 'Preview' })).toBeVisible();
  // The bridge was loaded and listens for the editor's events.
  await expect
    .poll(() =>
      editor.evaluate(() => (window as unknown as { fromBridge: { bridge?: string }[] }).fromBridge),
    )
    .toContainEqual(
      expect.objectContaining({ bridge: 'listening', events: ['input', 'change', 'published'] }),
    );

  // Every block of the story carries the editor's attributes on its root element.
  const draft = await draftOf(story.full_slug);
  for (const block of draft.content.body) {
    const marker = JSON.parse((block._editable ?? '').replace(/^<!--#storyblok#/, '').replace(/-->$/, ''));
    const element = frame.locator(`[data-blok-uid="${story.id}-${block._uid}"]`);
    await expect(element).toHaveCount(1);
    await expect(element).toHaveAttribute('data-blok-c', JSON.stringify(marker));
  }

  // An edit the editor has not saved: the page changes at once, without a reload.
  await frame.evaluate(() => Object.assign(window, { notReloaded: true }));
  const edited = {
    ...draft,
    content: {
      ...draft.content,
      body: draft.content.body.map((block) =>
        block.component === 'hero' ? { ...block, headline: 'Typed in the editor, unsaved' } : block,
      ),
    },
  };
  await editor.evaluate(
    (event) => (window as unknown as { sendToPage(e: unknown): void }).sendToPage(event),
    {
      action: 'input',
      story: edited,
    },
  );
  await expect(frame.locator('h1')).toHaveText('Typed in the editor, unsaved', { timeout: 15_000 });
  expect(await frame.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  // Nothing was saved: the stored draft is as it was.
  expect((await draftOf(story.full_slug)).content.body[0]?.headline).toBe('Draft headline');

  // Published: the page reloads, and shows the story as stored.
  await editor.evaluate(
    (event) => (window as unknown as { sendToPage(e: unknown): void }).sendToPage(event),
    {
      action: 'published',
      storyId: story.id,
    },
  );
  await expect
    .poll(async () => {
      try {
        return await frame.evaluate(
          () => (window as unknown as { notReloaded?: boolean }).notReloaded ?? false,
        );
      } catch {
        return 'navigating';
      }
    })
    .toBe(false);
  await expect(frame.locator('h1')).toHaveText('Draft headline');
  const violations = await frame.evaluate(
    () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
  );
  expect(violations).toEqual([]);
}

test.describe('preview in the editor', () => {
  test('shows the draft, re-renders an unsaved edit without a reload, and reloads on publish', async ({
    page: editor,
  }) => {
    const { story, path } = await pageWithDraft();
    const editorServer = await serveEditor(`${SITE}${path}?${editorQuery(story.id)}`);
    try {
      await editAndPublish(editor, story, path);
    } finally {
      await editorServer.close();
    }
  });

  test('a stale or wrong editor link shows the published page and sets no cookie', async () => {
    const { story, path } = await pageWithDraft();
    for (const query of [
      editorQuery(story.id, { secondsAgo: 3_700 }),
      editorQuery(story.id, { previewToken: 'a-guessed-token' }),
    ]) {
      const response = await fetch(`${SITE}${path}?${query}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toBeNull();
      const html = await response.text();
      expect(html).toContain('Published headline');
      expect(html).not.toContain('Draft headline');
      expect(html).not.toContain('data-blok-');
    }
    // A valid one is the draft, and frames only for the editor.
    const valid = await fetch(`${SITE}${path}?${editorQuery(story.id)}`);
    expect(valid.headers.get('set-cookie')).toMatch(/^sl_preview=/);
    const frameAncestors = /frame-ancestors ([^;]*)/.exec(valid.headers.get('content-security-policy') ?? '');
    expect(frameAncestors?.[1]?.split(' ')).toEqual(
      expect.arrayContaining(["'self'", 'https://app.storyblok.com', E2E_PREVIEW_EDITOR_ORIGIN]),
    );
    expect(valid.headers.get('x-frame-options')).toBeNull();
    expect(await valid.text()).toContain('Draft headline');
  });
});

test('preview answers never come from or go into the page cache', async () => {
  const { path } = await pageWithDraft();
  // The published page, kept by the cache (once the publish of the new story has been announced).
  await expect
    .poll(async () => (await fetch(`${SITE}${path}`)).headers.get('x-cache'), { timeout: 15_000 })
    .toBe('HIT');

  const link = await fetch(`${SITE}/api/preview?slug=${path.slice(1)}&secret=${LOCAL_PREVIEW_SECRET}`, {
    redirect: 'manual',
  });
  expect(link.status).toBe(303);
  expect(link.headers.get('location')).toBe(path);
  const cookie = (link.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const preview = await fetch(`${SITE}${path}`, { headers: { cookie } });
  expect(preview.headers.get('x-cache')).toBe('BYPASS');
  expect(preview.headers.get('cache-control')).toBe('private, no-store');
  expect(preview.headers.get('x-robots-tag')).toBe('noindex');
  const previewHtml = await preview.text();
  expect(previewHtml).toContain('Draft headline');
  expect(previewHtml).toContain('data-blok-uid');

  // Right after, a visitor gets the published page, from the cache.
  const after = await fetch(`${SITE}${path}`);
  expect(after.headers.get('x-cache')).toBe('HIT');
  const html = await after.text();
  expect(html).toContain('Published headline');
  expect(html).not.toContain('Draft headline');
  expect(html).not.toContain('data-blok-');
  expect(html).not.toContain('Exit preview');
});

test('a signed link previews a draft never published, and "Exit preview" ends it', async ({ page }) => {
  const slug = `preview-draft-only-${Date.now()}`;
  await management('', 'POST', {
    story: {
      name: 'Draft only',
      full_slug: `au/${slug}`,
      content: pageContent('Never published', 'Draft only'),
    },
  });
  expect((await fetch(`${SITE}/au/${slug}`)).status).toBe(404);

  await page.goto(`${SITE}/api/preview?slug=au/${slug}&secret=${LOCAL_PREVIEW_SECRET}`);
  await expect(page).toHaveURL(`${SITE}/au/${slug}`);
  await expect(page.locator('h1')).toHaveText('Never published');
  const bar = page.getByRole('complementary', { name: 'Preview' });
  await expect(bar).toContainText('Drafts are shown');
  await expectAxeClean(page);
  // No scroll restoration in a preview: framed on another site, its storage may be denied.
  const scrollScript = 'react-router-scroll-positions';
  expect(await page.content()).not.toContain(scrollScript);

  // Other pages stay in preview while the cookie lasts.
  await page.goto(`${SITE}/au`);
  await expect(bar).toBeVisible();
  await page.goto(`${SITE}/au/${slug}`);

  await bar.getByRole('button', { name: 'Exit preview' }).click();
  await expect(page).toHaveURL(`${SITE}/au/${slug}`);
  await expect(bar).toHaveCount(0);
  await expect(page.locator('h1')).not.toHaveText('Never published');
  expect(await page.content()).toContain(scrollScript);

  const wrong = await fetch(`${SITE}/api/preview?slug=au/${slug}&secret=guessed`, { redirect: 'manual' });
  expect(wrong.status).toBe(401);
  expect(wrong.headers.get('set-cookie')).toBeNull();
});
