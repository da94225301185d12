import { defineBlock } from '../define-block';
import type { featuredPostSchema } from './FeaturedPost.schema';

export default defineBlock<typeof featuredPostSchema>({
  name: 'featured_post',
  load: () => import('./FeaturedPost').then((module) => module.FeaturedPost),
});
