// Server data of training_list: the region's courses in the editors' order.
import { pathForFullSlug } from '../../content/links';
import { listAllStories } from '../../content/stories.server';
import { logger } from '../../logging/logger.server';
import { contentSlug } from '../../regions/region';
import type { BlockDataLoader } from '../block';
import type { TrainingListData } from './TrainingList';
import type { TrainingListContent } from './TrainingList.schema';

export const loadTrainingList: BlockDataLoader = async (block, { region }): Promise<TrainingListData> => {
  const { count } = block.props as TrainingListContent;
  const items = await listAllStories({
    startsWith: `${contentSlug(region, 'training')}/`,
    component: 'training_item',
    sortBy: 'position:asc',
  });
  if (!items.ok) {
    logger.warn(`Training courses of ${region} could not be listed:`, items.message);
    return { courses: [] };
  }
  return {
    courses: items.value.slice(0, count).map((story) => ({
      href: pathForFullSlug(story.fullSlug),
      title: story.content.title || story.name,
      summary: story.content.summary,
      level: story.content.level,
      duration: story.content.duration,
    })),
  };
};

export default loadTrainingList;
