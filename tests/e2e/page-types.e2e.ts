// Every page type at phone, tablet and desktop widths: it renders, passes axe-core (WCAG 2.2 AA),
// has one h1 and headings in order, nothing overflows sideways, and every image has its size set.
// E2E_SCREENSHOTS=1 also saves a full-page screenshot of each to reports/screenshots/.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { firstStory } from './content';

const WIDTHS = [375, 768, 1440] as const;

const slug = (startsWith: string, component: string) => async () =>
  (await firstStory(startsWith, component)).slug;

export const PAGE_TYPES: { name: string; path: () => Promise<string> }[] = [
  { name: 'home', path: async () => '/' },
  { name: 'home-gb', path: async () => '/gb' },
  { name: 'content-page', path: async () => '/pricing' },
  { name: 'blog-list', path: async () => '/blog' },
  { name: 'blog-list-page', path: async () => '/au/blog/page/2' },
  { name: 'blog-post', path: async () => `/blog/${await slug('us/blog/', 'blog_post')()}` },
  { name: 'glossary', path: async () => '/gb/glossary' },
  { name: 'training', path: async () => '/training' },
  { name: 'training-item', path: async () => `/training/${await slug('us/training/', 'training_item')()}` },
  {
    name: 'lesson',
    path: async () => `/au/training/lessons/${await slug('au/training/lessons/', 'lesson')()}`,
  },
  {
    name: 'live-training',
    path: async () =>
      `/gb/training/live-training/${await slug('gb/training/live-training/', 'live_training')()}`,
  },
  { name: 'customers', path: async () => '/customers' },
  {
    name: 'customer-story',
    path: async () => `/au/customers/${await slug('au/customers/', 'customer_story')()}`,
  },
  { name: 'insight', path: async () => `/insights/${await slug('us/insights/', 'insight')()}` },
  { name: 'compliance-hub', path: async () => '/compliance-hub' },
  {
    name: 'compliance-item',
    path: async () => `/gb/compliance-hub/${await slug('gb/compliance-hub/', 'compliance_item')()}`,
  },
  { name: 'legal-page', path: async () => '/privacy' },
  // Content pages that between them use every block of the registry.
  ...[
    '/how-it-works',
    '/gb/why-shiftlane',
    '/au/product-tour',
    '/reviews',
    '/gb/industries',
    '/au/plans',
    '/integrations',
    '/gb/compliance-rules',
    '/au/start-free',
    '/book-a-consultation',
    '/gb/resources',
    '/au/learn',
  ].map((path) => ({ name: `blocks${path.replace(/\//g, '-')}`, path: async () => path })),
  { name: 'login-layout', path: async () => '/login-help' },
  { name: 'error-page', path: async () => '/gb/no-such-page' },
];

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
