// The content of the live training list (LiveTrainingList.tsx renders it; its loader reads count).
import { z } from 'zod';
import { countField } from '../BlogList/blog-fields.schema';
import { optional, optionalText, themeField } from '../shared/fields.schema';

export const liveTrainingListSchema = z.object({
  headline: optional('headline', z.string(), 'Upcoming live training'),
  intro: optionalText('intro'),
  count: countField(3),
  register_text: optional('register_text', z.string(), 'Register'),
  theme: themeField('white'),
});
export type LiveTrainingListContent = z.output<typeof liveTrainingListSchema>;

export default liveTrainingListSchema;
