import { defineBlock } from '../define-block';
import type { relatedPostsSchema } from './RelatedPosts.schema';

export default defineBlock<typeof relatedPostsSchema>({
  name: 'related_posts',
  load: () => import('./RelatedPosts').then((module) => module.RelatedPosts),
});
