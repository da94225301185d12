import { afterEach, describe, expect, it, vi } from 'vitest';
import { blogPost, parsedBlock, testImage } from '../BlogList/fixtures';
import { rawBlock, renderBlocks } from '../test-support';
import type { RelatedPostsData } from './RelatedPosts';

const listAllStories = vi.hoisted(() => vi.fn());
vi.mock('../../content/stories.server', () => ({ listAllStories }));

const { loadRelatedPosts } = await import('./RelatedPosts.data.server');

afterEach(() => listAllStories.mockReset());

const teaser = (slug: string) => ({
  href: `/blog/${slug}`,
  title: `Title ${slug}`,
  category: 'Payroll',
  date: '2026-02-03 09:00',
  author: 'Carla Jimenez',
  image: null,
});

describe('related_posts', () => {
  it('shows at most three posts under "Related articles"', () => {
    const data: RelatedPostsData = { posts: ['a', 'b', 'c', 'd'].map(teaser) };
    const { html, warnings } = renderBlocks([rawBlock('related_posts', { category: 'Payroll' })], {
      blockData: { 'related_posts-1': data },
    });
    expect(warnings).toEqual([]);
    expect(html).toContain('<h2 class="section__title">Related articles</h2>');
    expect(html.match(/<li class="teaser-card">/g)).toHaveLength(3);
    expect(html).toContain('<a href="/blog/a">Title a</a>');
    expect(html).not.toContain('Title d');
  });

  it("draws each post's picture with its alt text, and keeps the cards even when one has none", () => {
    const data: RelatedPostsData = { posts: [{ ...teaser('a'), image: testImage }, teaser('b')] };
    const { html } = renderBlocks([rawBlock('related_posts', {})], {
      blockData: { 'related_posts-1': data },
    });
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toMatch(
      new RegExp(`<img class="teaser-card__image"[^>]* alt="${testImage.alt}"[^>]* loading="lazy"`),
    );
    expect(html).toContain('teaser-card__image--none');
  });

  it('warns about listed posts of another region or that are not blog posts', () => {
    const { html, warnings } = renderBlocks(
      [
        rawBlock('related_posts', {
          posts: ['gb/blog/rota-stability-and-turnover', 'us/about', 'us/blog/a'],
        }),
      ],
      { blockData: { 'related_posts-1': { posts: [teaser('a')] } } },
    );
    expect(warnings).toEqual([
      expect.stringContaining('posts[1]'),
      expect.stringContaining('"gb/blog/rota-stability-and-turnover" is not in the us blog'),
    ]);
    expect(html).toContain('Title a');
  });

  it('has an empty state that links to the blog', () => {
    const { html } = renderBlocks([rawBlock('related_posts', {})], { region: 'gb' });
    expect(html).toContain('<a href="/gb/blog">Browse the blog</a>');
  });
});

describe('related_posts loader', () => {
  const posts = [
    blogPost('us/blog/a', { category: 'Payroll', date: '2026-01-01 09:00' }),
    blogPost('us/blog/b', { category: 'Retail', date: '2026-02-01 09:00' }),
    blogPost('us/blog/c', { category: 'Payroll', date: '2026-03-01 09:00' }),
    blogPost('us/blog/d', { category: 'Leadership', date: '2026-04-01 09:00' }),
    blogPost('us/blog/e', { category: 'Payroll', date: '2026-05-01 09:00' }),
    blogPost('us/blog/f', { category: 'Payroll', date: '2026-06-01 09:00' }),
  ];

  it('keeps the listed posts of the region in the editor order', async () => {
    listAllStories.mockResolvedValue({ ok: true, value: posts });
    const block = parsedBlock('related_posts', {
      posts: ['us/blog/b', 'gb/blog/x', 'us/blog/missing', 'us/blog/a'],
    });
    const data = (await loadRelatedPosts(block, { region: 'us' })) as RelatedPostsData;
    expect(data.posts.map((post) => post.href)).toEqual(['/blog/b', '/blog/a']);
  });

  it('otherwise takes the newest three of the category, or of the blog', async () => {
    listAllStories.mockResolvedValue({ ok: true, value: posts });
    const payroll = (await loadRelatedPosts(parsedBlock('related_posts', { category: 'Payroll' }), {
      region: 'us',
    })) as RelatedPostsData;
    expect(payroll.posts.map((post) => post.href)).toEqual(['/blog/f', '/blog/e', '/blog/c']);
    const any = (await loadRelatedPosts(parsedBlock('related_posts', {}), {
      region: 'us',
    })) as RelatedPostsData;
    expect(any.posts.map((post) => post.href)).toEqual(['/blog/f', '/blog/e', '/blog/d']);
  });
});
