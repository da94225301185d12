// The content of the latest-posts list (BlogList.tsx renders it; its loader reads count and category).
import { z } from 'zod';
import { optional, optionalText, themeField } from '../shared/fields.schema';
import { categoryField, countField } from './blog-fields.schema';

export const blogListSchema = z.object({
  headline: optional('headline', z.string(), 'Latest from the blog'),
  intro: optionalText('intro'),
  count: countField(3),
  category: categoryField(),
  link_text: optional('link_text', z.string(), 'All posts'),
  theme: themeField('white'),
});
export type BlogListContent = z.output<typeof blogListSchema>;

export default blogListSchema;
