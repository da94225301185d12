// The content of the "Browse by topic" band (BlogCategories.tsx renders it).
import { z } from 'zod';
import { optional, optionalText, themeField } from '../shared/fields.schema';

export const blogCategoriesSchema = z.object({
  headline: optional('headline', z.string(), 'Browse by topic'),
  intro: optionalText('intro'),
  theme: themeField('grey'),
});
export type BlogCategoriesContent = z.output<typeof blogCategoriesSchema>;

export default blogCategoriesSchema;
