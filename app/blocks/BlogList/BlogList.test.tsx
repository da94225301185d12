import { afterEach, describe, expect, it, vi } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';
import type { BlogListData } from './BlogList';
import { blogPost, parsedBlock, testImage } from './fixtures';
import type { PostTeaser } from './PostCard';
import { logger } from '../../logging/logger.server';

const listAllStories = vi.hoisted(() => vi.fn());
vi.mock('../../content/stories.server', () => ({ listAllStories }));

const { loadBlogList } = await import('./BlogList.data.server');

const teaser: PostTeaser = {
  href: '/gb/blog/labour-cost-dashboard',
  title: 'See labour cost as you build the rota',
  category: 'Product news',
  date: '2026-07-08 08:00',
  author: 'Aisha Malik',
  image: testImage,
};

afterEach(() => listAllStories.mockReset());

describe('blog_list', () => {
  it('shows the loaded posts as cards with category, date, author and image, and links to the blog', () => {
    const data: BlogListData = { posts: [teaser] };
    const { html, warnings } = renderBlocks([rawBlock('blog_list', { headline: 'From the blog' })], {
      region: 'gb',
      blockData: { 'blog_list-1': data },
    });
    expect(warnings).toEqual([]);
    expect(html).toContain('<h2 class="section__title">From the blog</h2>');
    expect(html).toContain(
      '<a href="/gb/blog/labour-cost-dashboard">See labour cost as you build the rota</a>',
    );
    expect(html).toMatch(/<h3 class="teaser-card__title">/);
    expect(html).toContain('Product news');
    expect(html).toContain('<time dateTime="2026-07-08">8 July 2026</time>');
    expect(html).toContain('By Aisha Malik');
    expect(html).toContain(
      'alt="The schedule editor with three open shifts and auto-fill suggesting an available person for each"',
    );
    // Cards sit below the fold: their images load lazily, with their size set.
    expect(html).toMatch(/<img class="teaser-card__image"[^>]* width="1680" height="1200" loading="lazy"/);
    expect(html).toContain('href="/gb/blog"');
    expect(html).toContain('All posts');
  });

  it('shows no more cards than its count', () => {
    const posts = ['a', 'b', 'c', 'd'].map((slug) => ({ ...teaser, href: `/blog/${slug}` }));
    const { html } = renderBlocks([rawBlock('blog_list', { count: 2 })], {
      blockData: { 'blog_list-1': { posts } },
    });
    expect(html.match(/<li class="teaser-card">/g)).toHaveLength(2);
  });

  it('says so when there are no posts, naming the category', () => {
    const { html } = renderBlocks([rawBlock('blog_list', { category: 'Payroll' })]);
    expect(html).toContain('There are no Payroll articles yet.');
    expect(html).toContain('Latest from the blog');
  });

  it('warns about an unknown category and an out-of-range count, and ignores them', () => {
    const { html, warnings } = renderBlocks([rawBlock('blog_list', { category: 'Gardening', count: 40 })]);
    expect(warnings).toEqual([
      expect.stringContaining('count 40'),
      expect.stringContaining('category "Gardening"'),
    ]);
    expect(html).toContain('No articles have been published here yet.');
  });
});

describe('blog_list loader', () => {
  const posts = [
    blogPost('us/blog/a', { category: 'Payroll', date: '2026-03-01 09:00' }),
    blogPost('us/blog/b', { category: 'Scheduling', date: '2026-05-01 09:00', image: testImage }),
    blogPost('us/blog/c', { category: 'payroll', date: '2026-04-01 09:00' }),
    blogPost('us/blog/d', { category: 'Leadership', date: '2026-02-01 09:00' }),
  ];

  it('returns the newest posts of the region, as many as asked, with only the shown fields', async () => {
    listAllStories.mockResolvedValue({ ok: true, value: posts });
    const data = (await loadBlogList(parsedBlock('blog_list', { count: '2' }), {
      region: 'us',
    })) as BlogListData;
    expect(listAllStories).toHaveBeenCalledWith(
      expect.objectContaining({ startsWith: 'us/blog/', component: 'blog_post' }),
    );
    expect(data.posts.map((post) => post.href)).toEqual(['/blog/b', '/blog/c']);
    expect(data.posts[0]).toEqual({
      href: '/blog/b',
      title: 'Post us/blog/b',
      category: 'Scheduling',
      date: '2026-05-01 09:00',
      author: 'Priya Raman',
      image: testImage,
    });
  });

  it('keeps to the category (in any case) and ignores one that is not a blog category', async () => {
    listAllStories.mockResolvedValue({ ok: true, value: posts });
    const payroll = (await loadBlogList(parsedBlock('blog_list', { category: 'Payroll' }), {
      region: 'us',
    })) as BlogListData;
    expect(payroll.posts.map((post) => post.href)).toEqual(['/blog/c', '/blog/a']);
    // Parsing warns about the category (the render test checks that); the loader then ignores it.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const gardening = parsedBlock('blog_list', { category: 'Gardening' });
    warn.mockRestore();
    const unknown = (await loadBlogList(gardening, { region: 'us' })) as BlogListData;
    expect(unknown.posts).toHaveLength(3);
  });

  it('gives an empty list when the content service fails', async () => {
    listAllStories.mockResolvedValue({ ok: false, failure: 'unavailable', message: 'down' });
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const data = (await loadBlogList(parsedBlock('blog_list', {}), { region: 'au' })) as BlogListData;
    warn.mockRestore();
    expect(data.posts).toEqual([]);
  });
});
