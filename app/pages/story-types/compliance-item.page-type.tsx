import { definePageType } from '../page-type';
import { ComplianceItemView } from './ReferenceViews';

export default definePageType({
  component: 'compliance_item',
  routes: { 'compliance-hub-item': (params) => `compliance-hub/${params.slug}` },
  list: ['Compliance hub', '/compliance-hub'],
  View: ComplianceItemView,
  title: (story) => story.content.title || story.name,
  description: (story) => story.content.summary,
});
