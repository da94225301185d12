// Content images come through the site's /media path from the media service: resized and
// re-encoded by query string, cacheable, and refusing bad parameters with a 400.
import { expect, test } from '@playwright/test';

test('an image is resized and re-encoded by its URL and can be cached', async ({ request }) => {
  const response = await request.get('/media/illustrations/week-schedule.svg?w=414&fm=webp');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');
  expect(response.headers()['cache-control']).toContain('max-age=');
  const etag = response.headers()['etag'];
  expect(etag).toBeTruthy();
  const body = await response.body();
  // A WebP file: RIFF....WEBPVP8; its width is in the VP8 frame header for lossy images.
  expect(body.subarray(0, 4).toString('ascii')).toBe('RIFF');
  expect(body.subarray(8, 12).toString('ascii')).toBe('WEBP');
  const again = await request.get('/media/illustrations/week-schedule.svg?w=414&fm=webp', {
    headers: { 'if-none-match': etag! },
  });
  expect(again.status()).toBe(304);
});

test('bad transform parameters and unknown images are refused', async ({ request }) => {
  for (const query of ['rot=45', 'fm=gif', 'q=101', 'blur=-1', 'w=0', 'w=abc', 'colour=red']) {
    const response = await request.get(`/media/illustrations/week-schedule.svg?${query}`);
    expect(response.status(), query).toBe(400);
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
  for (const width of [414, 767, 991, 3000, 5500]) expect(srcset).toContain(` ${width}w`);
  await expect
    .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
});
