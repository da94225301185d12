// The customer story grid's server data: the region's stories, newest first, in the industry the
// block asks for, summarised for the cards.
import { listAllStories } from '../../content/stories.server';
import industries from '../../local-data/industries.json';
import type { BlockDataContext, BlockDataLoader } from '../block';
import { isCustomerStoryIn } from '../CustomerStoryCard/customer-story';
import { summariseCustomerStory, type CustomerStory } from '../CustomerStoryCard/customer-story.server';
import type { ParsedBlock } from '../parsed-block';
import type { CustomerStoryGridData } from './CustomerStoryGrid';
import type { CustomerStoryGridContent } from './CustomerStoryGrid.schema';

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

export default customerStoryGrid satisfies BlockDataLoader;
