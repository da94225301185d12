import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStory, type Story } from '../../content/stories.server';
import type { ContentOf } from '../../content/story-content.schema';
import customerStoryContentSchema from '../../content/story-types/customer-story.schema';
import loader from './CustomerStoryCard.data.server';
import type { ParsedBlock } from '../parsed-block';
import { parseBlocks } from '../parse-blocks.server';
import { rawBlock, renderBlocks } from '../test-support';
import { isCustomerStoryIn } from './customer-story';

vi.mock('../../content/stories.server', () => ({ loadStory: vi.fn(), listAllStories: vi.fn() }));

afterEach(() => vi.mocked(loadStory).mockReset());

function customerStory(
  fullSlug: string,
  content: Record<string, unknown>,
): Story<ContentOf<'customer_story'>> {
  return {
    id: 1,
    uuid: fullSlug,
    name: String(content.company ?? ''),
    slug: fullSlug.split('/').pop() ?? '',
    fullSlug,
    publishedAt: '2026-01-14T09:00:00.000Z',
    tags: [],
    content: customerStoryContentSchema.parse({ component: 'customer_story', ...content }),
  };
}

/** The story's picture, as content sends it and as the card receives it. */
const picture = {
  imageS3Key: 'illustrations/break-planner.svg',
  imageAlt: "A day's breaks in Shiftlane",
  sourceImageWidth: 1680,
  sourceImageHeight: 1200,
};
const pictureRef = {
  url: '/media/illustrations/break-planner.svg',
  alt: "A day's breaks in Shiftlane",
  width: 1680,
  height: 1200,
  vector: true,
};

const bayview = customerStory('us/customers/bayview-suites-hotel', {
  company: 'Bayview Suites Hotel',
  image: picture,
  headline: 'Bayview Suites cuts California meal break premiums by 74%',
  industry: 'Hospitality',
  summary: 'A 240-room hotel put meal and rest breaks on the schedule.',
  body: { type: 'doc', content: [] },
  results: [
    { metric: '74%', label: 'fewer meal break premiums' },
    { metric: '3.5 hours', label: 'saved on payroll each week' },
  ],
});

/** The card block as the loader gets it: parsed by its schema, as the page loader does. */
function cardBlock(fields: Record<string, unknown>): ParsedBlock {
  const [block] = parseBlocks([rawBlock('customer_story_card', fields)]);
  if (!block) throw new Error('the customer_story_card did not parse');
  return block;
}

describe('customer_story_card', () => {
  it('shows the loaded story as a whole-card link with its picture and first result', () => {
    const data = {
      card: {
        company: 'Bayview Suites Hotel',
        headline: 'Bayview Suites cuts California meal break premiums by 74%',
        industry: 'Hospitality',
        summary: 'A 240-room hotel put meal and rest breaks on the schedule.',
        metric: { value: '74%', label: 'fewer meal break premiums' },
        path: '/customers/bayview-suites-hotel',
        image: pictureRef,
      },
    };
    const { html, warnings } = renderBlocks(
      [
        rawBlock(
          'customer_story_card',
          { story: 'us/customers/bayview-suites-hotel', headline: 'Customer story' },
          'card',
        ),
      ],
      { blockData: data },
    );
    expect(warnings).toEqual([]);
    expect(html).toContain('<h2 class="section__title">Customer story</h2>');
    expect(html).toContain(
      '<h3 class="customer-story-card__company"><a href="/customers/bayview-suites-hotel">Bayview Suites Hotel</a></h3>',
    );
    expect(html).toContain('<p class="customer-story-card__industry">Hospitality</p>');
    expect(html).toContain('A 240-room hotel');
    expect(html).toContain('<strong class="customer-story-card__value">74%</strong>');
    expect(html).toContain('Read the story');
    expect(html).toMatch(
      /<img class="customer-story-card__image"[^>]* alt="A day&#x27;s breaks in Shiftlane" width="1680" height="1200" loading="lazy"/,
    );
  });

  it('draws no picture for a story without one', () => {
    const card = {
      company: 'Plain Co',
      headline: '',
      industry: '',
      metric: null,
      path: '/customers/plain',
      image: null,
    };
    const { html } = renderBlocks(
      [rawBlock('customer_story_card', { story: 'us/customers/plain' }, 'card')],
      {
        blockData: { card },
      },
    );
    expect(html).toContain('Plain Co');
    expect(html).not.toContain('<img');
  });

  it('shows an empty state with a way to every story when the story is missing', () => {
    const { html } = renderBlocks([rawBlock('customer_story_card', { story: 'gb/customers/gone' }, 'card')], {
      region: 'gb',
      blockData: { card: null },
    });
    expect(html).toContain('This customer story is not available right now.');
    expect(html).toContain('href="/gb/customers">See all customer stories</a>');
  });

  it('warns about a story reference that is neither a slug nor a story link', () => {
    const { html, warnings } = renderBlocks([rawBlock('customer_story_card', { story: 12 })]);
    expect(warnings).toEqual([
      expect.stringContaining('Invalid content in customer_story_card#customer_story_card-1: story 12'),
    ]);
    expect(html).toContain('empty-state');
  });
});

describe('customer_story_card loader', () => {
  it('loads a story of the region by full_slug and keeps only what the card shows', async () => {
    vi.mocked(loadStory).mockResolvedValue({ ok: true, value: bayview });
    const data = await loader(cardBlock({ story: '/us/customers/bayview-suites-hotel/' }), {
      region: 'us',
    });
    expect(loadStory).toHaveBeenCalledWith('us/customers/bayview-suites-hotel', ['customer_story']);
    expect(data).toEqual({
      company: 'Bayview Suites Hotel',
      headline: 'Bayview Suites cuts California meal break premiums by 74%',
      industry: 'Hospitality',
      summary: 'A 240-room hotel put meal and rest breaks on the schedule.',
      metric: { value: '74%', label: 'fewer meal break premiums' },
      path: '/customers/bayview-suites-hotel',
      image: pictureRef,
    });
  });

  it('accepts a story multilink', async () => {
    vi.mocked(loadStory).mockResolvedValue({ ok: true, value: bayview });
    await loader(
      cardBlock({
        story: { fieldtype: 'multilink', linktype: 'story', cached_url: 'us/customers/bayview-suites-hotel' },
      }),
      { region: 'us' },
    );
    expect(loadStory).toHaveBeenCalledWith('us/customers/bayview-suites-hotel', ['customer_story']);
  });

  it('refuses a story outside the region or its customers folder without fetching it', async () => {
    for (const story of [
      'gb/customers/quayside-hotels',
      'us/pricing',
      'us/customers/../pricing',
      'us/customers/a/b',
      '',
    ]) {
      expect(await loader(cardBlock({ story }), { region: 'us' })).toBeNull();
    }
    expect(loadStory).not.toHaveBeenCalled();
  });

  it('gives null for a story that does not exist, and fails when the service is down', async () => {
    vi.mocked(loadStory).mockResolvedValue({ ok: false, failure: 'not-found', message: 'Not found' });
    expect(await loader(cardBlock({ story: 'us/customers/gone' }), { region: 'us' })).toBeNull();
    vi.mocked(loadStory).mockResolvedValue({ ok: false, failure: 'unavailable', message: 'timeout' });
    await expect(loader(cardBlock({ story: 'us/customers/x' }), { region: 'us' })).rejects.toThrow('timeout');
  });
});

describe('isCustomerStoryIn', () => {
  it('accepts only a slug directly inside the region customers folder', () => {
    expect(isCustomerStoryIn('au', 'au/customers/ironbark-logistics')).toBe(true);
    expect(isCustomerStoryIn('au', 'us/customers/ironbark-logistics')).toBe(false);
    expect(isCustomerStoryIn('au', 'au/customers/')).toBe(false);
    expect(isCustomerStoryIn('au', 'au/customers-old/x')).toBe(false);
  });
});
