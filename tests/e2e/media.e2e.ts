// Content images come through the site's /media path from the media service, or from Storyblok's
// asset CDN for a hosted space: resized and re-encoded in Storyblok's Image Service scheme
// ({asset}/m/{width}x{height}/filters:…), cacheable, and refusing what they do not understand with a 400.
import { expect, test, type Route } from '@playwright/test';
import {
  E2E_MANAGEMENT_TOKEN,
  E2E_WRITABLE_CONTENT_URL,
  E2E_WRITABLE_SITE_URL,
} from '../../playwright.config';
import { watchCsp } from './csp-watch';

const SPACE_ID = 287512;
const WEBP = '/media/illustrations/week-schedule.svg/m/414x0/filters:format(webp)';

test('an image is resized and re-encoded by its URL and can be cached', async ({ request }) => {
  const response = await request.get(WEBP);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');
  expect(response.headers()['cache-control']).toContain('max-age=');
  const etag = response.headers()['etag'];
  expect(etag).toBeTruthy();
  const body = await response.body();
  // A WebP file: RIFF....WEBPVP8; its width is in the VP8 frame header for lossy images.
  expect(body.subarray(0, 4).toString('ascii')).toBe('RIFF');
  expect(body.subarray(8, 12).toString('ascii')).toBe('WEBP');
  const again = await request.get(WEBP, { headers: { 'if-none-match': etag! } });
  expect(again.status()).toBe(304);
});

test('bad transforms and unknown images are refused', async ({ request }) => {
  for (const transform of [
    '/m/filters:rotate(45)',
    '/m/filters:format(gif)',
    '/m/filters:quality(101)',
    '/m/filters:blur(-1)',
    '/m/6001x0',
    '/m/abcx10',
    '/m/10x10/filters:focal(1x1)',
    '/m/filters:colour(red)',
    '/m/fit-in/10x10',
    '?w=414&fm=webp',
  ]) {
    const response = await request.get(`/media/illustrations/week-schedule.svg${transform}`);
    expect(response.status(), transform).toBe(400);
    expect(await response.text()).not.toMatch(/at .*\.(ts|js):\d+/);
  }
  expect((await request.get('/media/no-such-image.png')).status()).toBe(404);
});

test('pages draw their images at the breakpoints with sizes set', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('main img').first();
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('loading', 'eager');
  const srcset = (await hero.getAttribute('srcset')) ?? '';
  for (const width of [414, 767, 991, 3000, 5500]) {
    expect(srcset).toMatch(new RegExp(`/m/${width}x0/filters:format\\(webp\\) ${width}w`));
  }
  await expect
    .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
});

// A hosted space's asset, as Storyblok hands it out: the size in the path, the focus in pixels.
const HOSTED_ASSET = 'https://a.storyblok.com/f/287512/1680x1200/e2e0c0ffee/week-schedule.png';
const HOSTED_FOCUS = '1500x100:1520x120';

test('a hosted Storyblok asset and a media image share one srcset scheme, load, and pass the CSP', async ({
  page,
}) => {
  // The writable pair runs with CONTENT_REGION=eu, whose asset CDN the policy lets images load from.
  // Nothing reaches Storyblok: its CDN's answers come from this media service, by the same path.
  const hosted: { url: string; status: number; type: string }[] = [];
  await page.route('https://a.storyblok.com/**', async (route: Route) => {
    const url = route.request().url();
    const transform = url.slice(HOSTED_ASSET.length);
    const answer = await route.fetch({
      url: `${E2E_WRITABLE_CONTENT_URL}/media/illustrations/week-schedule.svg${transform}`,
    });
    hosted.push({ url, status: answer.status(), type: answer.headers()['content-type'] ?? '' });
    await route.fulfill({ response: answer });
  });
  const violations = await watchCsp(page);

  const slug = `hosted-images-${Date.now()}`;
  const created = await fetch(`${E2E_WRITABLE_CONTENT_URL}/v1/spaces/${SPACE_ID}/stories`, {
    method: 'POST',
    headers: { authorization: E2E_MANAGEMENT_TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify({
      story: {
        name: 'Hosted images',
        full_slug: `gb/${slug}`,
        content: {
          component: 'page',
          layout: 'default',
          seo_title: 'Hosted images',
          body: [
            {
              _uid: 'h1',
              component: 'card',
              title: 'From the asset CDN',
              image: { filename: HOSTED_ASSET, alt: 'The week on the CDN', focus: HOSTED_FOCUS },
            },
            {
              _uid: 'h2',
              component: 'card',
              title: 'From the media service',
              image: { filename: '/media/illustrations/week-schedule.svg', alt: 'The week here' },
            },
          ],
        },
      },
      publish: true,
    }),
  });
  expect(created.status).toBeLessThan(300);
  await expect(async () => {
    const response = await page.goto(`${E2E_WRITABLE_SITE_URL}/gb/${slug}`);
    expect(response?.status()).toBe(200);
  }).toPass({ timeout: 10_000 });

  const hostedImage = page.getByRole('img', { name: 'The week on the CDN' });
  const localImage = page.getByRole('img', { name: 'The week here' });
  // 7:5 crops around the focus, in Storyblok's scheme, up to the largest crop of the 1680 x 1200 asset.
  const hostedSet = (await hostedImage.getAttribute('srcset')) ?? '';
  expect(hostedSet.split(', ')).toEqual(
    [
      [414, 296],
      [767, 548],
      [991, 708],
    ].map(
      ([width, height]) =>
        `${HOSTED_ASSET}/m/${width}x${height}/filters:format(webp):focal(${HOSTED_FOCUS}) ${width}w`,
    ),
  );
  const localSet = (await localImage.getAttribute('srcset')) ?? '';
  expect(localSet).toContain('/media/illustrations/week-schedule.svg/m/414x296/filters:format(webp) 414w');

  for (const image of [hostedImage, localImage]) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
  // What the browser chose from each srcset answered 200 with an image.
  const chosen = await hostedImage.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(chosen.startsWith(`${HOSTED_ASSET}/m/`)).toBe(true);
  expect(hosted.find(({ url }) => url === chosen)).toMatchObject({ status: 200, type: 'image/webp' });
  const local = await page.request.get(await localImage.evaluate((img: HTMLImageElement) => img.currentSrc));
  expect(local.status()).toBe(200);
  expect(local.headers()['content-type']).toBe('image/webp');

  expect(await violations()).toEqual([]);
});
