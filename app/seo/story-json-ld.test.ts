// A page's structured data as its blocks decide it: the product's rating only on a page that shows it.
import { describe, expect, it } from 'vitest';
import { parseNestedBlockLists } from '../blocks/parse-blocks.server';
import type { Story } from '../content/stories.server';
import { storyContentSchema } from '../content/story-content.schema';
import type { Region } from '../regions/region';
import { showsAggregateRating } from './rating-shown.server';
import { storyJsonLd } from './story-json-ld';
import { story } from './test-support';

const ORIGIN = 'https://www.example.com';

function pageWith(fullSlug: string, body: unknown[]): Story {
  return story(fullSlug, parseNestedBlockLists(storyContentSchema.parse({ component: 'page', body })));
}

/** The structured data as the page route builds it: the rating decided from the parsed blocks. */
function dataOf(page: Story, region: Region = 'gb') {
  return storyJsonLd({
    story: page,
    region,
    origin: ORIGIN,
    canonicalUrl: `${ORIGIN}/${page.fullSlug}`,
    brandName: 'Shiftlane',
    title: 'A page',
    description: 'About it',
    showsAggregateRating: showsAggregateRating(page.content),
  });
}

const product = (data: ReturnType<typeof dataOf>) =>
  data.find((item) => item['@type'] === 'SoftwareApplication');
const ratingSummary = { _uid: 'r1', component: 'rating_summary', headline: 'What our customers say' };
const hero = { _uid: 'h1', component: 'hero', headline: 'Hello' };

describe('the structured data of a story page', () => {
  it('rates the product on a page with a block that shows the rating', () => {
    const data = dataOf(pageWith('gb/reviews', [hero, ratingSummary]));
    expect(data.map((item) => item['@type'])).toEqual(['BreadcrumbList', 'SoftwareApplication']);
    expect(product(data)).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, ratingCount: 959 },
      offers: expect.arrayContaining([expect.objectContaining({ priceCurrency: 'GBP' })]),
    });
  });

  it('describes the product on the home page with its offers but without a rating it does not show', () => {
    const data = dataOf(pageWith('us/home', [hero]), 'us');
    expect(data.map((item) => item['@type'])).toEqual(['Organization', 'WebSite', 'SoftwareApplication']);
    expect(product(data)).toMatchObject({
      offers: expect.arrayContaining([expect.objectContaining({ priceCurrency: 'USD' })]),
    });
    expect(product(data)).not.toHaveProperty('aggregateRating');
  });

  it('rates the product on the home page once the home page shows the rating', () => {
    const data = dataOf(pageWith('us/home', [hero, { _uid: 't1', component: 'trust_bar' }]), 'us');
    expect(product(data)).toHaveProperty('aggregateRating');
  });

  it('describes no product on a page that neither is about it nor shows its rating', () => {
    const data = dataOf(pageWith('gb/about', [hero]));
    expect(data.map((item) => item['@type'])).toEqual(['BreadcrumbList']);
    expect(product(dataOf(pageWith('gb/pricing', [hero])))).not.toHaveProperty('aggregateRating');
  });

  it('describes a post with its zoned dates, default image and author URL', () => {
    const post = story('au/blog/rosters', {
      component: 'blog_post',
      title: 'Rosters',
      intro: '',
      date: '2026-01-15 10:00',
      updated: '',
      author: 'Sam Lee, Editor',
      category: '',
      image: null,
      body: { type: 'doc', content: [] },
      seo_description: '',
      no_time: true,
      related_posts: [],
    });
    const posting = dataOf(post, 'au').find((item) => item['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      datePublished: '2026-01-15T10:00:00+11:00',
      image: 'https://www.example.com/article-image.png',
      author: {
        '@type': 'Person',
        name: 'Sam Lee',
        url: 'https://www.example.com/au/blog/rosters#post-author',
      },
    });
  });
});
