import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_CONTENT_URL } from '../../playwright.config';
import { firstStory, storyOnlyIn } from './content';
import { hydrated } from './hydration';
import { expect, test } from './served-html';

// Every route of the requirements §2 table, under every prefix, shows its region's content. What is checked
// of each is the server's page (status, language, heading, the region switcher's current region),
// so it is read as served, without loading it in a page (./served-html.ts); that each page type's h1
// shows on screen is page-types.e2e.ts's.
const PREFIXES = [
  { prefix: '', region: 'us', lang: 'en-US' },
  { prefix: '/us', region: 'us', lang: 'en-US' },
  { prefix: '/gb', region: 'gb', lang: 'en-GB' },
  { prefix: '/au', region: 'au', lang: 'en-AU' },
] as const;

type Region = (typeof PREFIXES)[number]['region'];

/** Each route type: the path below the prefix, found from the region's content where needed. */
const ROUTES: { name: string; path: (region: Region) => Promise<string> }[] = [
  { name: 'home', path: async () => '' },
  { name: 'content page', path: async () => '/pricing' },
  { name: 'blog list', path: async () => '/blog' },
  { name: 'blog list page', path: async () => '/blog/page/2' },
  { name: 'blog post', path: async (r) => `/blog/${(await firstStory(`${r}/blog/`, 'blog_post')).slug}` },
  { name: 'glossary', path: async () => '/glossary' },
  { name: 'training', path: async () => '/training' },
  {
    name: 'training item',
    path: async (r) => `/training/${(await firstStory(`${r}/training/`, 'training_item')).slug}`,
  },
  {
    name: 'lesson',
    path: async (r) => `/training/lessons/${(await firstStory(`${r}/training/lessons/`, 'lesson')).slug}`,
  },
  {
    name: 'live training',
    path: async (r) =>
      `/training/live-training/${(await firstStory(`${r}/training/live-training/`, 'live_training')).slug}`,
  },
  { name: 'customers', path: async () => '/customers' },
  {
    name: 'customer story',
    path: async (r) => `/customers/${(await firstStory(`${r}/customers/`, 'customer_story')).slug}`,
  },
  { name: 'insight', path: async (r) => `/insights/${(await firstStory(`${r}/insights/`, 'insight')).slug}` },
  { name: 'compliance hub', path: async () => '/compliance-hub' },
  {
    name: 'compliance hub item',
    path: async (r) =>
      `/compliance-hub/${(await firstStory(`${r}/compliance-hub/`, 'compliance_item')).slug}`,
  },
];

for (const { prefix, region, lang } of PREFIXES) {
  test.describe(`prefix "${prefix || '(none)'}"`, () => {
    for (const route of ROUTES) {
      test(`${route.name} answers 200 with ${region} content`, async ({ served }) => {
        const path = `${prefix}${await route.path(region)}` || '/';
        const page = await served(path, {
          h1: 'h1',
          current: 'header .region-switcher a[aria-current="true"] [aria-hidden="true"]',
        });
        expect(page.status, path).toBe(200);
        expect(page.contentType, path).toContain('text/html');
        expect(page.lang, path).toBe(lang);
        expect(page.texts.h1[0], `${path}: the first h1's text`).toBeTruthy();
        // The region switcher marks the region whose content this is.
        expect(page.texts.current, path).toEqual([region.toUpperCase()]);
      });
    }
  });
}

test("a region's compliance hub lists only that region's states", async ({ page }) => {
  await page.goto('/au/compliance-hub');
  const states = page.locator('[data-testid="compliance-states"] > li');
  await expect(states.first()).toBeVisible();
  const regions = await states.evaluateAll((items) => items.map((item) => item.getAttribute('data-region')));
  expect(new Set(regions)).toEqual(new Set(['au']));
});

test('region home links: / for us and /{region} otherwise', async ({ page }) => {
  await page.goto('/gb/pricing');
  await expect(page.getByRole('link', { name: /home/i }).first()).toHaveAttribute('href', '/gb');
  await page.goto('/pricing');
  await expect(page.getByRole('link', { name: /home/i }).first()).toHaveAttribute('href', '/');
});

/**
 * Waits until the page at `path` is served with its regional links. They come from the page index,
 * which a cold server on a busy machine may not have loaded in time for a first render, and a page
 * rendered without them stays in the page cache until it is refreshed.
 */
async function withRegionalLinks(request: APIRequestContext, path: string) {
  const complete = async () => {
    // The document, and the page data a client-side navigation fetches.
    const [html, data] = await Promise.all([request.get(path), request.get(`${path}.data`)]);
    return /hreflang="x-default"/i.test(await html.text()) && (await data.text()).includes('x-default');
  };
  await expect.poll(complete, { timeout: 20_000 }).toBe(true);
}

const switcherOf = (page: Page) => page.locator('header .region-switcher');

test('the region switcher keeps the page where the region has it, with the keyboard', async ({ page }) => {
  await withRegionalLinks(page.request, '/pricing');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/pricing');
  const switcher = switcherOf(page);
  await expect(switcher.getByRole('link', { name: 'United States' })).toHaveAttribute('href', '/pricing');
  await expect(switcher.getByRole('link', { name: 'Australia' })).toHaveAttribute('href', '/au/pricing');
  // The link is reachable with the keyboard and Enter follows it.
  await switcher.getByRole('link', { name: 'United Kingdom' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/gb/pricing');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
});

test('the region switcher follows a client-side navigation', async ({ page }) => {
  await withRegionalLinks(page.request, '/gb/customers');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/gb/pricing');
  await hydrated(page);
  await page.locator('header .main-nav').getByRole('link', { name: 'Customers', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/gb/customers');
  await expect(switcherOf(page).getByRole('link', { name: 'Australia' })).toHaveAttribute(
    'href',
    '/au/customers',
  );
});

test("the region switcher goes to a region's home where the page has no version there", async ({ page }) => {
  // A post only the us blog has.
  const post = `/blog/${(await storyOnlyIn('us', 'blog/', 'blog_post', ['gb', 'au'])).slug}`;
  await withRegionalLinks(page.request, post);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(post);
  const switcher = switcherOf(page);
  await expect(switcher.getByRole('link', { name: 'United States' })).toHaveAttribute('href', post);
  await expect(switcher.getByRole('link', { name: 'United Kingdom' })).toHaveAttribute('href', '/gb');
  await expect(switcher.getByRole('link', { name: 'Australia' })).toHaveAttribute('href', '/au');
});

test('the region switcher keeps the page without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await withRegionalLinks(page.request, '/au/customers');
  await page.goto('/au/customers');
  await page.locator('footer .region-switcher').getByRole('link', { name: 'United Kingdom' }).click();
  await page.waitForURL((url) => url.pathname === '/gb/customers');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await context.close();
});

test("the blog list shows each post's card, and the page carries none of the posts' bodies", async ({
  page,
}) => {
  const query = new URLSearchParams({
    token: process.env.CONTENT_TOKEN ?? 'local-public-token',
    starts_with: 'us/blog/',
    per_page: '1',
    sort_by: 'content.date:desc',
    'filter_query[component][in]': 'blog_post',
  });
  const answer = await fetch(`${E2E_CONTENT_URL}/v2/cdn/stories?${query.toString()}`);
  const [latest] = ((await answer.json()) as { stories: { content: { intro: string; body: unknown } }[] })
    .stories;
  if (!latest) throw new Error('no blog post in the seed content');
  // A plain run of words from the post's body, as it would appear in the page's hydration data.
  const bodyWords = JSON.stringify(latest.content.body).match(/[A-Za-z][A-Za-z ,]{30,}/)?.[0];
  expect(bodyWords).toBeTruthy();

  const response = await page.goto('/blog');
  await expect(page.getByText(latest.content.intro, { exact: true })).toBeVisible();
  const html = (await response?.text()) ?? '';
  expect(html).not.toContain(bodyWords);
});
