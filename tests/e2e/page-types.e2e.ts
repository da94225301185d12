// Every page type at phone, tablet and desktop widths: it renders, passes axe-core (WCAG 2.2 AA),
// has one h1 and headings in order, nothing overflows sideways, and every image has its size set.
// E2E_SCREENSHOTS=1 also saves a full-page screenshot of each to reports/screenshots/.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PAGE_TYPES } from './page-list';

const WIDTHS = [375, 768, 1440] as const;

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
  for (const width of WIDTHS) {
    test(`${name} at ${width}px: accessible and laid out`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const target = await path();
      const response = await page.goto(target);
      expect(response?.status()).toBe(name === 'error-page' ? 404 : 200);

      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(
        axe.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`),
      ).toEqual([]);

      expect(await headingProblems(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'page scrolls sideways').toBeLessThanOrEqual(0);
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
    });
  }
}
