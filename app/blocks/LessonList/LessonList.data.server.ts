// Server data of lesson_list: the region's lessons in the editors' order.
import { pathForFullSlug } from '../../content/links';
import { listAllStories } from '../../content/stories.server';
import { logger } from '../../logging/logger.server';
import { contentSlug } from '../../regions/region';
import type { BlockDataLoader } from '../block';
import type { LessonListData } from './LessonList';
import type { LessonListContent } from './LessonList.schema';

export const loadLessonList: BlockDataLoader = async (block, { region }): Promise<LessonListData> => {
  const { count } = block.props as LessonListContent;
  const lessons = await listAllStories({
    startsWith: `${contentSlug(region, 'training/lessons')}/`,
    component: 'lesson',
    sortBy: 'position:asc',
  });
  if (!lessons.ok) {
    logger.warn(`Lessons of ${region} could not be listed:`, lessons.message);
    return { lessons: [] };
  }
  return {
    lessons: lessons.value.slice(0, count).map((story) => ({
      href: pathForFullSlug(story.fullSlug),
      title: story.content.title || story.name,
      summary: story.content.summary,
      duration: story.content.duration,
    })),
  };
};

export default loadLessonList;
