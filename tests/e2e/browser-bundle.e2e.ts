// Content is parsed on the server (app/blocks/parse-blocks.server.ts): no page may make the browser
// download zod, whatever the page type or block. zod's runtime names its classes ('$ZodType'),
// and those strings survive minification.
import { expect, test } from '@playwright/test';
import { PAGE_TYPES } from './page-list';

const ZOD_MARKERS = ['$ZodType', '$ZodError'];

for (const { name, path } of PAGE_TYPES) {
  test(`${name}: no script the page loads contains zod`, async ({ page }) => {
    const scripts: Promise<{ url: string; body: string }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.ok()) {
        scripts.push(response.text().then((body) => ({ url: response.url(), body })));
      }
    });
    await page.goto(await path(), { waitUntil: 'networkidle' });
    const loaded = await Promise.all(scripts);
    expect(loaded.length, 'the page loads its scripts').toBeGreaterThan(3);
    const withZod = loaded
      .filter(({ body }) => ZOD_MARKERS.some((marker) => body.includes(marker)))
      .map(({ url }) => new URL(url).pathname);
    expect(withZod).toEqual([]);
  });
}
