// The content of the insights list (InsightList.tsx renders it; its loader reads count).
import { z } from 'zod';
import { countField } from '../BlogList/blog-fields.schema';
import { optional, optionalText, themeField } from '../shared/fields.schema';

export const insightListSchema = z.object({
  headline: optional('headline', z.string(), 'Research and insights'),
  intro: optionalText('intro'),
  count: countField(3),
  theme: themeField('white'),
});
export type InsightListContent = z.output<typeof insightListSchema>;

export default insightListSchema;
