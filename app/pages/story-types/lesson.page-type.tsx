import { definePageType } from '../page-type';
import { LessonView } from './TrainingViews';

export default definePageType({
  component: 'lesson',
  routes: { lesson: (params) => `training/lessons/${params.slug}` },
  list: ['Training', '/training'],
  View: LessonView,
  title: (story) => story.content.title || story.name,
  description: (story) => story.content.summary,
});
