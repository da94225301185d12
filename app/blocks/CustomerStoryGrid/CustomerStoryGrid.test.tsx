import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAllStories, type Story } from '../../content/stories.server';
import type { ContentOf } from '../../content/story-content.schema';
import customerStoryContentSchema from '../../content/story-types/customer-story.schema';
import { testImage } from '../BlogList/fixtures';
import loader from './CustomerStoryGrid.data.server';
import type { ParsedBlock } from '../parsed-block';
import { parseBlocks } from '../parse-blocks.server';
import { rawBlock, renderBlocks } from '../test-support';

vi.mock('../../content/stories.server', () => ({ loadStory: vi.fn(), listAllStories: vi.fn() }));

afterEach(() => vi.mocked(listAllStories).mockReset());

function customerStory(
  slug: string,
  industry: string,
  tags: string[] = [],
): Story<ContentOf<'customer_story'>> {
  return {
    id: 1,
    uuid: slug,
    name: slug,
    slug,
    fullSlug: `gb/customers/${slug}`,
    publishedAt: null,
    tags,
    content: customerStoryContentSchema.parse({
      component: 'customer_story',
      company: `Company ${slug}`,
      headline: `Headline ${slug}`,
      industry,
      summary: 'A long summary the grid does not show.',
      results: [{ metric: '27%', label: 'less overtime' }],
    }),
  };
}

const STORIES = [
  customerStory('bramble-and-bean', 'Hospitality', ['hospitality']),
  customerStory('northway-logistics', 'Warehousing and logistics'),
  customerStory('quayside-hotels', 'Hotels', ['hotels']),
  customerStory('thistle-and-thread', 'Retail'),
  customerStory('westbrook-health-clinics', 'Healthcare'),
];

/** The grid block as the loader gets it: parsed by its schema, as the page loader does. */
function gridBlock(fields: Record<string, unknown>, uid?: string): ParsedBlock {
  const [block] = parseBlocks([rawBlock('customer_story_grid', fields, uid)]);
  if (!block) throw new Error('the customer_story_grid did not parse');
  return block;
}

describe('customer_story_grid', () => {
  it('renders the loaded stories as cards linking under the region prefix', () => {
    const stories = [
      {
        company: 'Quayside Hotels',
        headline: 'Payroll in half the time',
        industry: 'Hotels',
        metric: { value: '50%', label: 'less time spent on payroll' },
        path: '/gb/customers/quayside-hotels',
        image: testImage,
      },
      {
        company: 'Thistle & Thread',
        headline: 'Two weeks of notice',
        industry: 'Retail',
        metric: null,
        path: '/gb/customers/thistle-and-thread',
        image: null,
      },
    ];
    const { html, warnings } = renderBlocks(
      [
        rawBlock(
          'customer_story_grid',
          { headline: 'Customer stories', all_stories_text: 'All customer stories' },
          'grid',
        ),
      ],
      { region: 'gb', blockData: { grid: { stories } } },
    );
    expect(warnings).toEqual([]);
    expect(html).toContain('<a href="/gb/customers/quayside-hotels">Quayside Hotels</a></h3>');
    expect(html).toContain('Thistle &amp; Thread');
    expect(html).toContain('50%');
    expect(html.match(/<li class="customer-story-grid__item">/g)).toHaveLength(2);
    expect(html).toContain('<a href="/gb/customers">All customer stories</a>');
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toMatch(
      new RegExp(`<img class="customer-story-card__image"[^>]* alt="${testImage.alt}"[^>]* loading="lazy"`),
    );
  });

  it('shows an empty state when there are no stories (or the loader failed)', () => {
    const { html } = renderBlocks([rawBlock('customer_story_grid', { headline: 'Stories' })], {
      region: 'au',
    });
    expect(html).toContain('New customer stories are on their way.');
    expect(html).toContain('href="/au/customers"');
  });
});

describe('customer_story_grid loader', () => {
  it('lists the region customer stories, newest first, limited to the count', async () => {
    vi.mocked(listAllStories).mockResolvedValue({ ok: true, value: STORIES });
    const data = await loader(gridBlock({}), { region: 'gb' });
    expect(listAllStories).toHaveBeenCalledWith({
      startsWith: 'gb/customers/',
      component: 'customer_story',
      sortBy: 'first_published_at:desc',
    });
    expect(data).toEqual({
      stories: STORIES.slice(0, 3).map((story) => ({
        company: story.content.company,
        headline: story.content.headline,
        industry: story.content.industry,
        metric: { value: '27%', label: 'less overtime' },
        path: `/gb/customers/${story.slug}`,
        image: null,
      })),
    });
  });

  it('filters by an industry id, name or tag', async () => {
    vi.mocked(listAllStories).mockResolvedValue({ ok: true, value: STORIES });
    const companies = async (industry: string) =>
      (
        (await loader(gridBlock({ industry, count: 12 }), { region: 'gb' })) as {
          stories: { company: string }[];
        }
      ).stories.map((story) => story.company);
    expect(await companies('logistics')).toEqual(['Company northway-logistics']);
    expect(await companies('Retail')).toEqual(['Company thistle-and-thread']);
    expect(await companies('hotels')).toEqual(['Company quayside-hotels']);
    expect(await companies('education')).toEqual([]);
  });

  it('warns about a count above 12 and uses the default of 3', async () => {
    vi.mocked(listAllStories).mockResolvedValue({ ok: true, value: STORIES });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const data = (await loader(gridBlock({ count: 50 }, 'g'), { region: 'gb' })) as {
      stories: unknown[];
    };
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Invalid content in customer_story_grid#g: count 50'),
    );
    expect(data.stories).toHaveLength(3);
    warn.mockRestore();
  });

  it('fails (and the block shows its empty state) when the content service does', async () => {
    vi.mocked(listAllStories).mockResolvedValue({ ok: false, failure: 'unavailable', message: 'down' });
    await expect(loader(gridBlock({}), { region: 'us' })).rejects.toThrow('down');
  });
});
