import { definePageType } from '../page-type';
import { LiveTrainingView } from './TrainingViews';

export default definePageType({
  component: 'live_training',
  routes: { 'live-training': (params) => `training/live-training/${params.slug}` },
  list: ['Training', '/training'],
  View: LiveTrainingView,
  title: (story) => story.content.title || story.name,
  description: (story) => story.content.summary,
});
