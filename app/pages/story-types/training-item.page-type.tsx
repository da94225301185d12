import { definePageType } from '../page-type';
import { TrainingItemView } from './TrainingViews';

export default definePageType({
  component: 'training_item',
  routes: { 'training-item': (params) => `training/${params.slug}` },
  list: ['Training', '/training'],
  View: TrainingItemView,
  title: (story) => story.content.title || story.name,
  description: (story) => story.content.summary,
});
