// The content of the lessons list (LessonList.tsx renders it; its loader reads count).
import { z } from 'zod';
import { countField } from '../BlogList/blog-fields.schema';
import { optional, optionalText, themeField } from '../shared/fields.schema';

export const lessonListSchema = z.object({
  headline: optional('headline', z.string(), 'Short lessons'),
  intro: optionalText('intro'),
  count: countField(6),
  theme: themeField('grey'),
});
export type LessonListContent = z.output<typeof lessonListSchema>;

export default lessonListSchema;
