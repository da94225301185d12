// Server data of insight_list: the region's newest insights.
import { pathForFullSlug } from '../../content/links';
import { listAllStories } from '../../content/stories.server';
import { logger } from '../../logging/logger.server';
import { contentSlug } from '../../regions/region';
import type { BlockDataLoader } from '../block';
import type { InsightListData } from './InsightList';
import type { InsightListContent } from './InsightList.schema';

export const loadInsightList: BlockDataLoader = async (block, { region }): Promise<InsightListData> => {
  const { count } = block.props as InsightListContent;
  const insights = await listAllStories({
    startsWith: `${contentSlug(region, 'insights')}/`,
    component: 'insight',
    sortBy: 'content.date:desc',
  });
  if (!insights.ok) {
    logger.warn(`Insights of ${region} could not be listed:`, insights.message);
    return { insights: [] };
  }
  return {
    insights: [...insights.value]
      .sort((a, b) => b.content.date.localeCompare(a.content.date))
      .slice(0, count)
      .map((story) => ({
        href: pathForFullSlug(story.fullSlug),
        title: story.content.title || story.name,
        summary: story.content.summary,
        category: story.content.category,
        date: story.content.date,
        image: story.content.image ?? null,
      })),
  };
};

export default loadInsightList;
