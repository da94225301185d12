// The single-story card's server data: the story its `story` field names, summarised for the card.
// It reads the block's parsed props (already validated, and warned about, by its schema).
import { loadStory } from '../../content/stories.server';
import type { BlockDataContext, BlockDataLoader } from '../block';
import type { ParsedBlock } from '../parsed-block';
import { isCustomerStoryIn, type CustomerStorySummary } from './customer-story';
import { summariseCustomerStory } from './customer-story.server';
import type { CustomerStoryCardContent } from './CustomerStoryCard.schema';

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

export default customerStoryCard satisfies BlockDataLoader;
