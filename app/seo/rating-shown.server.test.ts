// The product's rating is claimed only on pages whose blocks show it: decided from the parsed page,
// and checked against what every seed page actually renders.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseNestedBlockLists } from '../blocks/parse-blocks.server';
import { ratingSentence } from '../blocks/StarRating/RatingLine';
import { renderBlocks } from '../blocks/test-support';
import { storyContentSchema } from '../content/story-content.schema';
import stats from '../local-data/stats.json';
import type { Region } from '../regions/region';
import { showsAggregateRating } from './rating-shown.server';

const page = (body: unknown[]) =>
  parseNestedBlockLists(storyContentSchema.parse({ component: 'page', body }));
const block = (component: string, fields: Record<string, unknown> = {}) => ({
  _uid: `${component}-uid`,
  component,
  ...fields,
});
const statRow = (...siteStats: string[]) =>
  block('stat_row', { stats: siteStats.map((stat) => ({ label: stat, site_stat: stat })) });

describe('a page that shows the aggregate rating', () => {
  it.each([
    ['a rating summary', block('rating_summary')],
    ['a trust bar', block('trust_bar')],
    ['a stat row with the rating figure', statRow('workplaces', 'rating')],
  ])('is one with %s', (_name, shown) => {
    expect(showsAggregateRating(page([block('hero', { headline: 'Hi' }), shown]))).toBe(true);
  });

  it('is found inside containers and in blocks embedded in rich text', () => {
    expect(showsAggregateRating(page([block('section', { body: [block('trust_bar')] })]))).toBe(true);
    const embed = {
      type: 'doc',
      content: [{ type: 'blok', attrs: { id: 'x', body: [block('rating_summary')] } }],
    };
    expect(showsAggregateRating(page([block('rich_text_section', { text: embed })]))).toBe(true);
  });
});

describe('a page without the aggregate rating', () => {
  it('is one whose rating blocks show other figures', () => {
    const body = [
      block('hero', { headline: 'Hi' }),
      // The review site's 4.6 and the app store's 4.8 from 2.9k reviews.
      block('review_badges'),
      // A score written in content.
      block('star_rating', { rating: 4.8, review_count: 959 }),
      block('social_proof_stats'),
      statRow('workplaces', 'reviews'),
    ];
    expect(showsAggregateRating(page(body))).toBe(false);
  });

  it('is one with no blocks, or none the page can show', () => {
    expect(showsAggregateRating(page([]))).toBe(false);
    expect(showsAggregateRating(null)).toBe(false);
    expect(showsAggregateRating([{ component: 'trust_bar', uid: 'x', props: null }])).toBe(false);
  });
});

describe('the seed pages', () => {
  const CONTENT_DIR = join(process.cwd(), 'content');
  const pages = (['us', 'gb', 'au'] as const).flatMap((region) =>
    readdirSync(join(CONTENT_DIR, region), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(CONTENT_DIR, region, file), 'utf8')))
      .filter((story) => story.content?.component === 'page')
      .map((story) => ({
        region: region as Region,
        slug: String(story.full_slug),
        body: story.content.body,
      })),
  );
  const { value, reviews } = stats.aggregateRating;

  it.each(pages.map(({ slug, region, body }) => [slug, region, body] as const))(
    '%s claims the rating exactly when its HTML shows it',
    (_slug, region, body: unknown[]) => {
      const { html } = renderBlocks(body, { region });
      const shown =
        html.includes(ratingSentence(value, reviews, region)) ||
        html.includes(`>${value}/${stats.aggregateRating.best}<`);
      expect(showsAggregateRating(page(body))).toBe(shown);
    },
  );

  it('include pages of both kinds', () => {
    const claiming = pages.filter(({ body }) => showsAggregateRating(page(body)));
    expect(claiming.length).toBeGreaterThan(0);
    expect(claiming.length).toBeLessThan(pages.length);
  });
});
