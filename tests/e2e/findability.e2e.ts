// Sitemaps, robots.txt, and what a crawler reads in a page's head.
import { expect, test } from '@playwright/test';

type JsonLdItem = Record<string, unknown> & { '@type': string };
const jsonLd = (texts: string[]): JsonLdItem[] =>
  texts.flatMap((text) => {
    const value = JSON.parse(text) as JsonLdItem | JsonLdItem[];
    return Array.isArray(value) ? value : [value];
  });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

test('the sitemap index lists a sitemap per region, and each lists pages that answer 200', async ({
  request,
  baseURL,
}) => {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('application/xml');
  const regionSitemaps = locs(await index.text());
  expect(regionSitemaps).toEqual(['us', 'gb', 'au'].map((region) => `${baseURL}/${region}/sitemap.xml`));

  for (const sitemap of regionSitemaps) {
    const xml = await (await request.get(sitemap)).text();
    const pages = locs(xml);
    expect(pages.length).toBeGreaterThan(50);
    expect(new Set(pages).size).toBe(pages.length);
    // Every entry carries its alternates, x-default included.
    const entries = xml.split('<url>').slice(1);
    for (const entry of entries) expect(entry).toContain('hreflang="x-default"');
    const statuses = await Promise.all(pages.map(async (page) => [page, (await request.get(page)).status()]));
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
  }
});

test('robots.txt points at the sitemap', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('a blog post has canonical, hreflang, Open Graph and BlogPosting data', async ({ page, request }) => {
  const xml = await (await request.get('/gb/sitemap.xml')).text();
  const post = locs(xml).find((loc) => /\/gb\/blog\/(?!page\/)[^/]+$/.test(loc));
  expect(post).toBeTruthy();
  await page.goto(post!);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', post!);
  await expect(page.locator('link[rel="alternate"][hreflang="en-GB"]')).toHaveAttribute('href', post!);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[name="twitter:card"]')).toHaveCount(1);
  const data = jsonLd(await page.locator('script[type="application/ld+json"]').allTextContents());
  const types = data.map((item) => item['@type']);
  expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'BlogPosting']));
});

test('the home page describes the organisation, the site and the product rating', async ({ page }) => {
  await page.goto('/');
  const data = jsonLd(await page.locator('script[type="application/ld+json"]').allTextContents());
  const product = data.find((item) => item['@type'] === 'SoftwareApplication') as unknown as {
    aggregateRating: { ratingValue: number; ratingCount: number };
  };
  expect(data.map((item) => item['@type'])).toEqual(['Organization', 'WebSite', 'SoftwareApplication']);
  expect(product.aggregateRating).toMatchObject({ ratingValue: 4.8, ratingCount: 959 });
});
