import { defineBlock } from '../define-block';
import type { blogListSchema } from './BlogList.schema';

export default defineBlock<typeof blogListSchema>({
  name: 'blog_list',
  load: () => import('./BlogList').then((module) => module.BlogList),
});
