import { afterEach, describe, expect, it, vi } from 'vitest';
import { blogPost, parsedBlock } from '../BlogList/fixtures';
import { rawBlock, renderBlocks } from '../test-support';
import type { BlogCategoriesData } from './BlogCategories';

const listAllStories = vi.hoisted(() => vi.fn());
vi.mock('../../content/stories.server', () => ({ listAllStories }));

const { loadBlogCategories } = await import('./BlogCategories.data.server');

afterEach(() => listAllStories.mockReset());

describe('blog_categories', () => {
  const data: BlogCategoriesData = {
    newest: [
      {
        category: 'Payroll',
        title: 'The five-minute timesheet review',
        href: '/blog/five-minute-timesheet-review',
      },
      {
        category: 'healthcare',
        title: 'Self-scheduling for nurses',
        href: '/blog/self-scheduling-for-nurses',
      },
    ],
  };

  it('lists the categories that have posts, in the site order, each leading to its newest post', () => {
    const { html, warnings } = renderBlocks([rawBlock('blog_categories', {})], {
      blockData: { 'blog_categories-1': data },
    });
    expect(warnings).toEqual([]);
    expect(html).toContain('<h2 class="section__title">Browse by topic</h2>');
    expect(html.indexOf('>Payroll<')).toBeLessThan(html.indexOf('>Healthcare<'));
    expect(html).toContain('href="/blog/five-minute-timesheet-review"');
    expect(html).toContain('<span class="visually-hidden">, newest article: </span>');
    expect(html).toContain('Self-scheduling for nurses');
    expect(html).not.toContain('>Retail<');
    expect(html).toContain('See all articles');
  });

  it('has an empty state and still links to the blog', () => {
    const { html } = renderBlocks([rawBlock('blog_categories', {})], { region: 'au' });
    expect(html).toContain('Articles on these topics are on their way.');
    expect(html).toContain('href="/au/blog"');
  });

  it('warns about an unknown theme and uses grey', () => {
    const { html, warnings } = renderBlocks([rawBlock('blog_categories', { theme: 'tartan' })]);
    expect(warnings).toEqual([expect.stringContaining('theme "tartan"')]);
    expect(html).toContain('theme-grey');
  });
});

describe('blog_categories loader', () => {
  it('finds the newest post of each site category in the region', async () => {
    listAllStories.mockResolvedValue({
      ok: true,
      value: [
        blogPost('gb/blog/old-pay', { category: 'Payroll', date: '2025-06-01 09:00' }),
        blogPost('gb/blog/new-pay', { category: 'Payroll', date: '2026-06-01 09:00' }),
        blogPost('gb/blog/rota', { category: 'Rostering', date: '2026-07-01 09:00' }),
      ],
    });
    const data = (await loadBlogCategories(parsedBlock('blog_categories', {}), {
      region: 'gb',
    })) as BlogCategoriesData;
    expect(data.newest).toEqual([
      { category: 'Rostering', title: 'Post gb/blog/rota', href: '/gb/blog/rota' },
      { category: 'Payroll', title: 'Post gb/blog/new-pay', href: '/gb/blog/new-pay' },
    ]);
  });
});
