// Server data of lesson_list: the region's lessons in the editors' order.
import { pathForFullSlug } from '../../content/links';
import { listAllStories } from '../../content/stories.server';
import { logger } from '../../logging/logger.server';
import { contentSlug } from '../../regions/region';
import type { BlockDataLoader } from '../block-data.server';
import { countSchema, quietly } from '../BlogList/blog-fields';
import { LESSON_LIST_DEFAULT_COUNT, type LessonListData } from './LessonList';

export const loadLessonList: BlockDataLoader = async (block, { region }): Promise<LessonListData> => {
  const count = quietly(countSchema, block.count, LESSON_LIST_DEFAULT_COUNT);
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
