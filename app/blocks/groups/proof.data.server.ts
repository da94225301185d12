// Server data loaders of the proof blocks, by component name (see ../block-data.server.ts): the
// customer story card loads one story, the grid lists the region's stories. Each reads its block's
// parsed props (already validated, and warned about, by the block's schema) and returns only what
// the cards show.
import { listAllStories, loadStory, type Story } from '../../content/stories.server';
import { pathForFullSlug } from '../../content/links';
import type { ContentOf } from '../../content/story-content.schema';
import industries from '../../local-data/industries.json';
import type { BlockDataContext, BlockDataLoader } from '../block-data.server';
import { isCustomerStoryIn, type CustomerStorySummary } from '../CustomerStoryCard/customer-story';
import type { CustomerStoryCardContent } from '../CustomerStoryCard/CustomerStoryCard.schema';
import type { CustomerStoryGridData } from '../CustomerStoryGrid/CustomerStoryGrid';
import type { CustomerStoryGridContent } from '../CustomerStoryGrid/CustomerStoryGrid.schema';
import type { ParsedBlock } from '../parsed-block';

type CustomerStory = Story<ContentOf<'customer_story'>>;

/** The card's view of a story; `withSummary` only for the single-story card (smaller pages). */
export function summariseCustomerStory(story: CustomerStory, withSummary: boolean): CustomerStorySummary {
  const { company, headline, industry, summary, results, image } = story.content;
  const first = results.find((result) => result.metric);
  return {
    company: company || story.name,
    headline,
    industry,
    ...(withSummary && summary ? { summary } : {}),
    metric: first ? { value: first.metric, label: first.label } : null,
    path: pathForFullSlug(story.fullSlug),
    image: image ?? null,
  };
}

const normalise = (value: string) => value.trim().toLowerCase();

/**
 * Whether a story belongs to the industry a grid asks for: the filter may be an industry id of
 * app/local-data/industries.json ('logistics') or a name ('Warehousing and logistics'), matched
 * against the story's industry and its tags.
 */
export function storyInIndustry(story: CustomerStory, industry: string): boolean {
  const wanted = normalise(industry);
  if (!wanted) return true;
  const known = industries.find((entry) => entry.id === wanted || normalise(entry.name) === wanted);
  const names = new Set([wanted, ...(known ? [normalise(known.name)] : [])]);
  const ofStory = [story.content.industry, ...story.tags].map(normalise);
  return ofStory.some((name) => names.has(name));
}

async function customerStoryCard(
  block: ParsedBlock,
  { region }: BlockDataContext,
): Promise<CustomerStorySummary | null> {
  const fields = block.props as CustomerStoryCardContent | null;
  // A story outside the region's customers folder is never fetched (no cross-region content).
  if (!fields?.story || !isCustomerStoryIn(region, fields.story)) return null;
  const story = await loadStory(fields.story, ['customer_story']);
  if (!story.ok) {
    if (story.failure === 'unavailable') throw new Error(story.message);
    return null;
  }
  return summariseCustomerStory(story.value, true);
}

async function customerStoryGrid(
  block: ParsedBlock,
  { region }: BlockDataContext,
): Promise<CustomerStoryGridData | null> {
  const fields = block.props as CustomerStoryGridContent | null;
  if (!fields) return null;
  const stories = await listAllStories({
    startsWith: `${region}/customers/`,
    component: 'customer_story',
    sortBy: 'first_published_at:desc',
  });
  if (!stories.ok) throw new Error(stories.message);
  return {
    stories: stories.value
      .filter((story) => isCustomerStoryIn(region, story.fullSlug))
      .filter((story) => storyInIndustry(story, fields.industry))
      .slice(0, fields.count)
      .map((story) => summariseCustomerStory(story, false)),
  };
}

export const proofBlockData: Readonly<Record<string, BlockDataLoader>> = {
  customer_story_card: customerStoryCard,
  customer_story_grid: customerStoryGrid,
};
