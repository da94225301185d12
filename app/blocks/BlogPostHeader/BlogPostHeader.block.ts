import { defineBlock } from '../define-block';
import type { blogPostHeaderSchema } from './BlogPostHeader.schema';

export default defineBlock<typeof blogPostHeaderSchema>({
  name: 'blog_post_header',
  load: () => import('./BlogPostHeader').then((module) => module.BlogPostHeader),
});
