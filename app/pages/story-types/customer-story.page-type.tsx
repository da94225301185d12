import { definePageType } from '../page-type';
import { CustomerStoryView } from './CustomerStoryView';

export default definePageType({
  component: 'customer_story',
  routes: { 'customer-story': (params) => `customers/${params.customer}` },
  list: ['Customers', '/customers'],
  View: CustomerStoryView,
  title: (story) => story.content.headline || story.name,
  description: (story) => story.content.summary,
  image: (story) => story.content.image ?? null,
});
