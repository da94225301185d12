import { afterEach, describe, expect, it, vi } from 'vitest';
import { blogPost, parsedBlock, testImage } from '../BlogList/fixtures';
import { rawBlock, renderBlocks } from '../test-support';
import type { FeaturedPostData } from './FeaturedPost';
import { logger } from '../../logging/logger.server';

const loadStory = vi.hoisted(() => vi.fn());
vi.mock('../../content/stories.server', () => ({ loadStory }));

const { loadFeaturedPost } = await import('./FeaturedPost.data.server');

afterEach(() => loadStory.mockReset());

const data: FeaturedPostData = {
  post: {
    href: '/au/blog/award-interpretation-explained',
    title: 'Award interpretation, explained',
    intro: 'What award interpretation does, and what it cannot do for you.',
    category: 'Payroll',
    date: '2025-08-26 09:00',
    author: "Liam O'Connor",
    image: testImage,
  },
};

describe('featured_post', () => {
  it('shows the chosen post large, with intro, image and a named "Read the article" link', () => {
    const { html, warnings } = renderBlocks(
      [rawBlock('featured_post', { post: 'au/blog/award-interpretation-explained' })],
      { region: 'au', blockData: { 'featured_post-1': data } },
    );
    expect(warnings).toEqual([]);
    expect(html).toContain('<h2 class="featured-post__title">Award interpretation, explained</h2>');
    expect(html).toContain('What award interpretation does');
    expect(html).toContain('Featured article');
    expect(html).toContain('26 August 2025');
    expect(html).toContain('By Liam O&#x27;Connor');
    expect(html).toContain(
      'alt="The schedule editor with three open shifts and auto-fill suggesting an available person for each"',
    );
    expect(html).toMatch(
      /href="\/au\/blog\/award-interpretation-explained"><span>Read the article<\/span><span class="visually-hidden">: Award interpretation, explained<\/span>/,
    );
  });

  it('warns about a post of another region and links to the blog instead', () => {
    const { html, warnings } = renderBlocks(
      [rawBlock('featured_post', { post: 'us/blog/introducing-auto-fill' })],
      {
        region: 'gb',
        blockData: { 'featured_post-1': data },
      },
    );
    expect(warnings).toEqual([
      expect.stringContaining('"us/blog/introducing-auto-fill" is not in the gb blog'),
    ]);
    expect(html).not.toContain('Award interpretation');
    expect(html).toContain('<a href="/gb/blog">Browse all articles</a>');
  });

  it('warns about a value that is not a blog full_slug', () => {
    const { html, warnings } = renderBlocks([rawBlock('featured_post', { post: 'us/pricing' })]);
    expect(warnings).toEqual([expect.stringContaining('post "us/pricing" (not a blog post full_slug')]);
    expect(html).toContain('Browse all articles');
  });
});

describe('featured_post loader', () => {
  it('loads the post of the region, also when named by a story link', async () => {
    loadStory.mockResolvedValue({
      ok: true,
      value: blogPost('us/blog/x', { image: testImage, intro: 'Why.' }),
    });
    const link = { linktype: 'story', cached_url: 'us/blog/x', story: { full_slug: 'us/blog/x' } };
    const result = (await loadFeaturedPost(parsedBlock('featured_post', { post: link }), {
      region: 'us',
    })) as FeaturedPostData;
    expect(loadStory).toHaveBeenCalledWith('us/blog/x', ['blog_post']);
    expect(result.post).toMatchObject({ href: '/blog/x', intro: 'Why.', image: testImage });
  });

  it('does not load a post of another region, and gives null for one that is gone', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    expect(
      await loadFeaturedPost(parsedBlock('featured_post', { post: 'gb/blog/x' }), { region: 'us' }),
    ).toEqual({ post: null });
    expect(loadStory).not.toHaveBeenCalled();
    loadStory.mockResolvedValue({ ok: false, failure: 'not-found', message: '404' });
    expect(
      await loadFeaturedPost(parsedBlock('featured_post', { post: 'us/blog/gone' }), { region: 'us' }),
    ).toEqual({ post: null });
    warn.mockRestore();
  });
});
