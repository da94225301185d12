import { defineBlock } from '../define-block';
import type { lessonListSchema } from './LessonList.schema';

export default defineBlock<typeof lessonListSchema>({
  name: 'lesson_list',
  load: () => import('./LessonList').then((module) => module.LessonList),
});
