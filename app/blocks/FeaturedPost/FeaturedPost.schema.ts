// The content of the featured post (FeaturedPost.tsx renders it; its loader fetches the post named).
import { z } from 'zod';
import { withHint } from '../shared/storyblok-hints';
import { blogSlugSchema } from '../BlogList/blog-fields.schema';
import { optional, themeField } from '../shared/fields.schema';

export const featuredPostSchema = z.object({
  /** The post's full_slug ('gb/blog/x'); '' when none is chosen. */
  post: withHint(optional('post', blogSlugSchema, ''), { type: 'multilink', content_types: ['blog_post'] }),
  eyebrow: optional('eyebrow', z.string(), 'Featured article'),
  link_text: optional('link_text', z.string(), 'Read the article'),
  theme: themeField('purple-light'),
});
export type FeaturedPostContent = z.output<typeof featuredPostSchema>;

export default featuredPostSchema;
