import { definePageType } from '../page-type';
import { InsightView } from './ReferenceViews';

export default definePageType({
  component: 'insight',
  routes: { insight: (params) => `insights/${params.slug}` },
  list: ['Insights', '/insights'],
  View: InsightView,
  title: (story) => story.content.title || story.name,
  description: (story) => story.content.summary,
});
