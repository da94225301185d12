// Every page type at phone, tablet and desktop widths: it renders, its h1 shows, it has one h1 and
// headings in order, nothing overflows sideways, and every image has its size set; it passes
// axe-core (WCAG 2.2 AA) in its phone and its desktop layout. The page loads once and is resized;
// the tablet width shares the phone's header and the desktop's grids, so a third axe run found
// nothing the other two did not.
// E2E_SCREENSHOTS=1 also saves a full-page screenshot of each width to reports/screenshots/.
import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from './axe';
import { PAGE_TYPES } from './page-list';

const WIDTHS = [375, 768, 1440] as const;
/** The widths axe runs at: the phone layout and the desktop one. */
const AXE_WIDTHS: ReadonlySet<number> = new Set([375, 1440]);

async function headingProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
      .filter((heading) => (heading as HTMLElement).offsetParent !== null || heading.closest('details'))
      .map((heading) => Number(heading.tagName.slice(1)));
    const problems: string[] = [];
    const h1s = [...document.querySelectorAll('main h1')].length;
    if (h1s !== 1) problems.push(`${h1s} h1 elements in main`);
    levels.forEach((level, index) => {
      const previous = index === 0 ? 1 : (levels[index - 1] ?? 1);
      if (level > previous + 1) problems.push(`h${level} follows h${previous}`);
    });
    return problems;
  });
}

for (const { name, path } of PAGE_TYPES) {
  test(`${name}: accessible and laid out at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    // Two axe runs on a long page: more than one page load's budget on a busy machine.
    test.setTimeout(60_000);
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    const target = await path();
    const response = await page.goto(target);
    expect(response?.status()).toBe(name === 'error-page' ? 404 : 200);

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      if (AXE_WIDTHS.has(width)) await expectAxeClean(page, undefined, { message: `axe at ${width} px` });

      expect(await headingProblems(page), `headings at ${width} px`).toEqual([]);
      await expect(page.locator('main h1'), `the h1 at ${width} px`).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `page scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      const unsized = await page.locator('main img:not([width]), main img:not([height])').count();
      expect(unsized, 'images without width and height').toBe(0);

      if (process.env.E2E_SCREENSHOTS) {
        await page.evaluate(async () => {
          // Load lazy images before the full-page screenshot.
          for (const image of document.querySelectorAll('img')) image.loading = 'eager';
          await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
        });
        await page.screenshot({ path: `reports/screenshots/${name}-${width}.png`, fullPage: true });
      }
    }
  });
}
