// The content of the related articles (RelatedPosts.tsx renders it; its loader reads posts and category).
import { z } from 'zod';
import { blogSlugSchema, categoryField } from '../BlogList/blog-fields.schema';
import { items, optional, themeField } from '../shared/fields.schema';

export const relatedPostsSchema = z.object({
  headline: optional('headline', z.string(), 'Related articles'),
  category: categoryField(),
  /** Full_slugs of posts; a value that names no blog post is warned about and dropped. */
  posts: items('posts', blogSlugSchema, { type: 'stories', content_types: ['blog_post'] }),
  theme: themeField('white'),
});
export type RelatedPostsContent = z.output<typeof relatedPostsSchema>;

export default relatedPostsSchema;
