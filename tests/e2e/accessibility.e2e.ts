import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { firstStory } from './content';

// WCAG 2.2 AA: every page type passes axe-core with no violations.
const PAGES: { name: string; path: () => Promise<string> }[] = [
  { name: 'home', path: async () => '/gb' },
  { name: 'content page', path: async () => '/pricing' },
  { name: 'blog list', path: async () => '/au/blog/page/2' },
  { name: 'blog post', path: async () => `/blog/${(await firstStory('us/blog/', 'blog_post')).slug}` },
  { name: 'glossary', path: async () => '/gb/glossary' },
  { name: 'training', path: async () => '/training' },
  {
    name: 'customer story',
    path: async () => `/au/customers/${(await firstStory('au/customers/', 'customer_story')).slug}`,
  },
  { name: 'compliance hub', path: async () => '/compliance-hub' },
  { name: 'error page', path: async () => '/gb/no-such-page' },
  { name: 'login layout', path: async () => '/login-help' },
];

for (const { name, path } of PAGES) {
  test(`${name} has no axe violations`, async ({ page }) => {
    await page.goto(await path());
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
}
