// Sitemaps, robots.txt, and what a crawler reads in a page's head.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

type JsonLdItem = Record<string, unknown> & { '@type': string };
const jsonLd = (texts: string[]): JsonLdItem[] =>
  texts.flatMap((text) => {
    const value = JSON.parse(text) as JsonLdItem | JsonLdItem[];
    return Array.isArray(value) ? value : [value];
  });
const pageJsonLd = async (page: Page) =>
  jsonLd(await page.locator('script[type="application/ld+json"]').allTextContents());
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
const ZONED_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

interface Offer {
  price: number;
  priceCurrency: string;
  url: string;
}
interface Product {
  offers: Offer[];
  aggregateRating?: { ratingValue: number; ratingCount: number };
}
const productOf = (data: JsonLdItem[]) =>
  data.find((item) => item['@type'] === 'SoftwareApplication') as unknown as Product | undefined;

async function expectAnswers(request: APIRequestContext, url: string, contentType: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toContain(contentType);
}

/** Each URL's status, asked a few at a time: a burst of hundreds of renders is not a visit. */
async function statusesOf(request: APIRequestContext, urls: readonly string[], atOnce = 4) {
  const statuses: [string, number][] = [];
  for (let start = 0; start < urls.length; start += atOnce) {
    const batch = urls.slice(start, start + atOnce);
    statuses.push(
      ...(await Promise.all(
        batch.map(async (url) => [url, (await request.get(url)).status()] as [string, number]),
      )),
    );
  }
  return statuses;
}

test('the sitemap index lists the sitemap of each region, at the root', async ({ request, baseURL }) => {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('application/xml');
  expect(locs(await index.text())).toEqual(
    ['us', 'gb', 'au'].map((region) => `${baseURL}/sitemap-${region}.xml`),
  );
});

for (const region of ['us', 'gb', 'au']) {
  test(`the ${region} sitemap lists pages in its folder, with their alternates, that answer 200`, async ({
    request,
    baseURL,
  }) => {
    // Every page of the region is rendered: on a shared machine that takes longer than one visit.
    test.slow();
    const sitemap = `${baseURL}/sitemap-${region}.xml`;
    const response = await request.get(sitemap);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/xml');
    const xml = await response.text();
    const pages = locs(xml);
    expect(pages.length).toBeGreaterThan(50);
    expect(new Set(pages).size).toBe(pages.length);
    // A sitemap may list only URLs below its own folder (sitemaps.org).
    const folder = sitemap.slice(0, sitemap.lastIndexOf('/') + 1);
    expect(pages.filter((page) => !page.startsWith(folder))).toEqual([]);
    // Every entry carries its alternates, x-default included.
    const entries = xml.split('<url>').slice(1);
    for (const entry of entries) expect(entry).toContain('hreflang="x-default"');
    const statuses = await statusesOf(request, pages);
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
  });
}

test('the old region sitemap addresses redirect permanently to the new ones', async ({
  request,
  baseURL,
}) => {
  for (const region of ['us', 'gb', 'au']) {
    const moved = await request.get(`/${region}/sitemap.xml`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()['location']).toBe(`${baseURL}/sitemap-${region}.xml`);
  }
});

test('robots.txt points at the sitemap index', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('a blog post has canonical, hreflang, Open Graph and a complete BlogPosting', async ({
  page,
  request,
}) => {
  const xml = await (await request.get('/sitemap-gb.xml')).text();
  const post = locs(xml).find((loc) => /\/gb\/blog\/(?!page\/)[^/]+$/.test(loc));
  expect(post).toBeTruthy();
  await page.goto(post!);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', post!);
  await expect(page.locator('link[rel="alternate"][hreflang="en-GB"]')).toHaveAttribute('href', post!);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[name="twitter:card"]')).toHaveCount(1);
  const data = await pageJsonLd(page);
  expect(data.map((item) => item['@type'])).toEqual(
    expect.arrayContaining(['BreadcrumbList', 'BlogPosting']),
  );
  const posting = data.find((item) => item['@type'] === 'BlogPosting') as unknown as {
    image: string;
    datePublished: string;
    dateModified: string;
    author: { '@type': string; name: string; url: string };
  };
  expect(posting.datePublished).toMatch(ZONED_ISO);
  expect(posting.dateModified).toMatch(ZONED_ISO);
  expect(new URL(posting.image).protocol).toMatch(/^https?:$/);
  await expectAnswers(request, posting.image, 'image/');
  // The author's URL is the byline on the post: it answers, and the anchor names the author.
  expect(posting.author).toMatchObject({ '@type': 'Person', url: `${post}#post-author` });
  expect((await request.get(posting.author.url)).status()).toBe(200);
  await expect(page.locator('#post-author')).toContainText(posting.author.name);
});

test('the home page describes the organisation with its PNG logo, the site and the product with its offers', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/');
  const data = await pageJsonLd(page);
  expect(data.map((item) => item['@type'])).toEqual(['Organization', 'WebSite', 'SoftwareApplication']);
  const organization = data[0] as unknown as { logo: string };
  expect(organization.logo).toBe(`${baseURL}/logo.png`);
  await expectAnswers(request, organization.logo, 'image/png');
  const product = productOf(data)!;
  expect(product.offers.length).toBeGreaterThan(0);
  for (const offer of product.offers) {
    expect(offer).toMatchObject({ priceCurrency: 'USD', url: `${baseURL}/pricing` });
    expect(typeof offer.price).toBe('number');
  }
  // The home page shows no aggregate rating, so it claims none.
  await expect(page.getByText('from 959 reviews')).toHaveCount(0);
  expect(product.aggregateRating).toBeUndefined();
});

test('a page that shows the aggregate rating rates the product with it', async ({ page, baseURL }) => {
  await page.goto('/gb/reviews');
  await expect(page.getByText('4.8 out of 5 from 959 reviews').first()).toBeVisible();
  const product = productOf(await pageJsonLd(page))!;
  expect(product.aggregateRating).toMatchObject({ ratingValue: 4.8, ratingCount: 959 });
  expect(product.offers.map((offer) => offer.priceCurrency)).toEqual(['GBP', 'GBP', 'GBP']);
  expect(product.offers[0]!.url).toBe(`${baseURL}/gb/pricing`);
});
