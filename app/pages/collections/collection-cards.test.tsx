// The list pages' cards: a blog post's or customer story's picture is drawn on its card, lazily and
// with its size set, and the list keeps only the fields its cards show (the picture among them).
// The blog's pages show the blog_list block's cards (PostCard), with each post's intro.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blogPost, testImage } from '../../blocks/BlogList/fixtures';
import { renderWithSite } from '../../blocks/test-support';
import type { Story } from '../../content/stories.server';
import type { ContentOf } from '../../content/story-content.schema';
import customerStoryContentSchema from '../../content/story-types/customer-story.schema';
import type { LocalData } from '../../local-data/local-data';
import { toTeaser } from '../../blocks/BlogList/posts.server';
import { BlogArchive } from './BlogArchive';
import { CustomersIndex } from './CustomersIndex';

const stories = vi.hoisted(() => ({ listStories: vi.fn(), listAllStories: vi.fn(), loadStory: vi.fn() }));
vi.mock('../../content/stories.server', () => stories);

const { loadCollection } = await import('../../content/collections.server');

afterEach(() => vi.resetAllMocks());

function customerStory(slug: string, fields: Record<string, unknown>): Story<ContentOf<'customer_story'>> {
  return {
    id: 1,
    uuid: slug,
    name: slug,
    slug,
    fullSlug: `us/customers/${slug}`,
    publishedAt: null,
    tags: [],
    content: customerStoryContentSchema.parse({ component: 'customer_story', ...fields }),
  };
}

const picture = {
  imageS3Key: testImage.url.replace(/^\/media\//, ''),
  imageAlt: testImage.alt,
  sourceImageWidth: testImage.width,
  sourceImageHeight: testImage.height,
};
const localData = {} as LocalData;

describe('list page cards', () => {
  it('keep only the card fields of blog posts and customer stories, the picture included', async () => {
    stories.loadStory.mockResolvedValue({ ok: false, failure: 'not-found', message: 'none' });
    stories.listStories.mockResolvedValue({
      ok: true,
      value: { stories: [blogPost('us/blog/a', { image: testImage })], total: 1, perPage: 12 },
    });
    const blog = await loadCollection('blog-list', {}, 'us', localData);
    expect(blog.ok && blog.value.kind === 'blog' && blog.value.posts[0]).toEqual({
      href: '/blog/a',
      title: 'Post us/blog/a',
      intro: 'An intro.',
      category: 'Scheduling',
      date: '2026-01-13 08:00',
      author: expect.any(String),
      image: testImage,
    });

    stories.listAllStories.mockResolvedValue({
      ok: true,
      value: [customerStory('a', { company: 'A', summary: 'Not on the card.', image: picture })],
    });
    const customers = await loadCollection('customers', {}, 'us', localData);
    expect(
      customers.ok && customers.value.kind === 'customers' && customers.value.stories[0]?.content,
    ).toEqual({
      industry: '',
      company: 'A',
      headline: '',
      location: '',
      image: testImage,
    });
  });

  it('draw the picture of each post that has one, lazily and with its size, and its intro', () => {
    const posts = [blogPost('us/blog/a', { image: testImage }), blogPost('us/blog/b')].map((post) =>
      toTeaser(post, { withIntro: true }),
    );
    const html = renderWithSite(
      <BlogArchive collection={{ kind: 'blog', landing: null, posts, page: 1, lastPage: 1 }} region="us" />,
    );
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toMatch(
      new RegExp(`<img class="teaser-card__image"[^>]* alt="${testImage.alt}"[^>]* loading="lazy"`),
    );
    expect(html).toContain('Post us/blog/b');
    expect(html).toContain('<p class="teaser-card__text">An intro.</p>');
  });

  it("draw a customer story's picture on its card", () => {
    const shown = customerStory('a', { company: 'Harborline Coffee Co.', image: picture });
    const html = renderWithSite(
      <CustomersIndex
        collection={{
          kind: 'customers',
          landing: null,
          stories: [{ ...shown, content: { ...shown.content } }],
        }}
      />,
    );
    expect(html).toMatch(
      new RegExp(`<img class="card__image"[^>]* alt="${testImage.alt}"[^>]* loading="lazy"`),
    );
    expect(html).toContain('Harborline Coffee Co.');
  });
});
