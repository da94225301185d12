import { defineBlock } from '../define-block';
import type { blogCategoriesSchema } from './BlogCategories.schema';

export default defineBlock<typeof blogCategoriesSchema>({
  name: 'blog_categories',
  load: () => import('./BlogCategories').then((module) => module.BlogCategories),
});
