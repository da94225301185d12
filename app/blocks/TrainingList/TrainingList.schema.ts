// The content of the courses list (TrainingList.tsx renders it; its loader reads count).
import { z } from 'zod';
import { countField } from '../BlogList/blog-fields.schema';
import { optional, optionalText, themeField } from '../shared/fields.schema';

export const trainingListSchema = z.object({
  headline: optional('headline', z.string(), 'Courses'),
  intro: optionalText('intro'),
  count: countField(6),
  theme: themeField('white'),
});
export type TrainingListContent = z.output<typeof trainingListSchema>;

export default trainingListSchema;
