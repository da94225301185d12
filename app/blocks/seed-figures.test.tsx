// Every seed page, rendered for its region, shows only the requirements §1 social-proof figures: no other
// rating, and no other count of workplaces, users, reviews or countries (figure-claims.ts).
import { describe, expect, it } from 'vitest';
import { loadLocalData } from '../local-data/local-data';
import { REGIONS, type Region } from '../regions/region';
import { trueFigures, untrueFigures } from './figure-claims';
import { formatCount } from './StarRating/RatingLine';
import { blockList, seedStories, type StoryFile } from './seed-stories';
import { renderBlocks } from './test-support';

const { stats } = loadLocalData('us');

/** Every string of a story's content, one per line (rich text, fields, names). */
function strings(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) value.forEach((item) => strings(item, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => strings(item, found));
  return found;
}

/** What a visitor reads: the rendered blocks of a page (figures included), else the story's text. */
function pageText(story: StoryFile, region: Region): string {
  const blocks = blockList(story);
  if (!blocks) return strings(story.content).join('\n');
  const { html } = renderBlocks(blocks, { region });
  // Inline elements stay inside their sentence; every other element is a line of its own.
  return html
    .replace(/<\/?(?:a|abbr|b|code|em|i|mark|s|small|span|strong|sub|sup|time|u)\b[^>]*>/g, '')
    .replace(/<[^>]*>/g, '\n')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&');
}

/** The pages where a product site shows its reach and its review scores. */
const LANDINGS = [
  'pricing',
  'features',
  'scheduling',
  'time-clock',
  'why-shiftlane',
  'reviews',
  'start-free',
  'get-started',
];

describe('social-proof figures in the seed', () => {
  const all = seedStories();
  const stories = all.map(({ region, story }) => [story.full_slug, region, story] as const);

  it.each(stories)('%s shows only the §1 figures', (_slug, region, story) => {
    expect(untrueFigures(pageText(story, region), stats, region)).toEqual([]);
  });

  const page = (slug: string) => all.find(({ story }) => story.full_slug === slug)!.story;

  it.each(REGIONS)('the %s home page shows the reach figures and the review scores', (region) => {
    const text = pageText(page(`${region}/home`), region);
    const truth = trueFigures(stats, region);
    for (const figure of [
      `${formatCount(stats.workplaces, region)} workplaces`,
      `${formatCount(stats.users, region)} users`,
      `${stats.countries} countries`,
      `Since ${stats.launched}`,
    ]) {
      expect(text).toContain(figure);
    }
    for (const { value, reviews } of truth.ratings.slice(1)) {
      expect(text).toContain(`${value} out of 5 from ${reviews} reviews`);
    }
  });

  const landings = REGIONS.flatMap((region) =>
    LANDINGS.map((slug) => [`${region}/${slug}`, region] as const),
  );

  it.each(landings)('%s shows the workplaces and a review score with its count', (slug, region) => {
    const text = pageText(page(slug), region);
    const truth = trueFigures(stats, region);
    expect(text).toContain(`${formatCount(stats.workplaces, region)} workplaces`);
    const scores = truth.ratings.map(({ value, reviews }) => `${value} out of 5 from ${reviews} reviews`);
    expect(scores.some((score) => text.includes(score))).toBe(true);
  });
});
