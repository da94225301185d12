// Pages as the server answers a browser's navigation, for tests about what the server sent (status,
// the document's language, the text of a few elements): fetched with Playwright's request context,
// with the browser's own user agent and Accept header, so no page loads their styles, scripts and
// images, and read with the browser's HTML parser (DOMParser) in one page each worker keeps.
import { test as base, type Page } from '@playwright/test';

/** What Chromium sends for a navigation. */
const NAVIGATION_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8';

export interface ServedPage<Name extends string> {
  /** Where the answer came from, after any redirects. */
  url: string;
  status: number;
  contentType: string;
  /** <html lang>. */
  lang: string;
  /** Per name, the text of every element its selector matches, whitespace collapsed (as toHaveText reads it). */
  texts: Record<Name, string[]>;
}

export type ReadServedPage = <Name extends string>(
  path: string,
  selectors: Record<Name, string>,
) => Promise<ServedPage<Name>>;

export const test = base.extend<
  { served: ReadServedPage },
  { htmlReader: { page: Page; userAgent: string } }
>({
  htmlReader: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      await use({ page, userAgent: await page.evaluate(() => navigator.userAgent) });
      await page.close();
    },
    { scope: 'worker' },
  ],
  served: async ({ request, htmlReader }, use) => {
    await use(async (path, selectors) => {
      const response = await request.get(path, {
        headers: { 'User-Agent': htmlReader.userAgent, Accept: NAVIGATION_ACCEPT },
      });
      const html = await response.text();
      const read = await htmlReader.page.evaluate(
        ({ html, selectors }) => {
          const doc = new DOMParser().parseFromString(html, 'text/html');
          const texts = Object.fromEntries(
            Object.entries(selectors).map(([name, selector]) => [
              name,
              [...doc.querySelectorAll(selector)].map((element) =>
                (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
              ),
            ]),
          );
          return { lang: doc.documentElement.lang, texts };
        },
        { html, selectors: selectors as Record<string, string> },
      );
      return {
        url: response.url(),
        status: response.status(),
        contentType: response.headers()['content-type'] ?? '',
        lang: read.lang,
        texts: read.texts as Record<keyof typeof selectors, string[]>,
      };
    });
  },
});

export { expect } from '@playwright/test';
