// The §1 figures where a product site shows them (every home page, the landing pages), never an
// invented one beside them; and crops of content images that keep their focus point in frame.
import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from './axe';
import { hydrated } from './hydration';

/** Width and height from a PNG's header (IHDR). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function mainText(page: Page): Promise<string> {
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ');
}

for (const home of ['/', '/gb', '/au']) {
  test(`the ${home} home page shows the reach figures under its hero and the review scores`, async ({
    page,
  }) => {
    test.slow();
    await page.goto(home);
    const band = page.locator('.social-proof-stats');
    for (const figure of ['100', '385,000', '681,000', '2008']) await expect(band).toContainText(figure);
    const badges = page.locator('.review-badges');
    await expect(badges).toContainText('4.6 out of 5 from 756 reviews');
    await expect(badges).toContainText('4.8 out of 5 from 2.9k reviews');
    // The band comes straight after the hero, the scores before the closing call to action.
    const order = await page
      .locator('main > *')
      .evaluateAll((sections) => sections.map((section) => section.className));
    expect(order.findIndex((name) => name.includes('social-proof-stats'))).toBe(1);
    const scores = order.findIndex((name) => name.includes('review-badges'));
    expect(order[scores + 1]).toContain('cta-banner');
  });
}

// Long pages, axe over them, and a few pages in one test: more than the default 30 s can take on a
// busy shared machine, so those tests are marked slow.
test('the figures on the home page pass axe', async ({ page }) => {
  test.slow();
  await page.goto('/');
  await hydrated(page);
  await expectAxeClean(page, '.social-proof-stats, .review-badges');
});

test('/reviews shows the true ratings only, and passes axe', async ({ page }) => {
  test.slow();
  await page.goto('/reviews');
  const text = await mainText(page);
  expect(text).toContain('4.8 out of 5 from 959 reviews');
  expect(text).not.toContain('4.9');
  expect(text).not.toContain('4,210');
  await hydrated(page);
  await expectAxeClean(page, 'main');
});

test('landing pages carry the trust bar and a review score near their calls to action', async ({ page }) => {
  test.slow();
  for (const path of ['/pricing', '/au/features', '/gb/scheduling', '/time-clock', '/get-started']) {
    await page.goto(path);
    await expect(page.locator('.trust-bar'), path).toContainText('385,000 workplaces');
    await expect(page.locator('main'), path).toContainText(/4\.[68] out of 5 from (959|756|2\.9k) reviews/);
  }
  await hydrated(page);
  await expectAxeClean(page, 'main');
});

test('a crop around a focal area comes at the asked size; a bad focal area is a 400', async ({ request }) => {
  // home-dashboard.svg is 560 x 400: the area is near its top-right corner.
  const crop = await request.get(
    '/media/illustrations/home-dashboard.svg/m/700x300/filters:focal(500x30:510x50):format(png)',
  );
  expect(crop.status()).toBe(200);
  expect(pngSize(await crop.body())).toEqual({ width: 700, height: 300 });
  for (const focal of ['focal(2x0)', 'focal(5x5:1x1)', 'focal(x:y)']) {
    const response = await request.get(`/media/illustrations/home-dashboard.svg/m/70x30/filters:${focal}`);
    expect(response.status(), focal).toBe(400);
    expect(await response.text()).toContain('focal');
  }
});

test('card thumbnails are asked for as crops of their 7:5 frame', async ({ page, request }) => {
  await page.goto('/gb/why-shiftlane');
  const thumbnail = page.locator('.card-block__image').first();
  const srcset = (await thumbnail.getAttribute('srcset')) ?? '';
  const candidates = srcset.split(', ').map((entry) => new URL(entry.split(' ')[0]!, page.url()));
  expect(candidates.length).toBeGreaterThan(0);
  const sizeOf = (url: URL) => {
    const [, width = '0', height = '0'] = /\/m\/(\d+)x(\d+)\//.exec(url.pathname) ?? [];
    return { width: Number(width), height: Number(height) };
  };
  for (const url of candidates) {
    const { width, height } = sizeOf(url);
    expect(height, url.pathname).toBe(Math.round((width * 5) / 7));
  }
  const first = candidates[0]!;
  const response = await request.get(first.pathname.replace('format(webp)', 'format(png)'));
  const { width } = sizeOf(first);
  expect(pngSize(await response.body())).toEqual({ width, height: Math.round((width * 5) / 7) });
});
