// The content of the aggregate rating summary (RatingSummary.tsx renders it; the figures are not content).
import { z } from 'zod';
import { optionalText, themeField } from '../shared/fields.schema';

export const ratingSummarySchema = z.object({
  headline: optionalText('headline'),
  text: optionalText('text'),
  theme: themeField('white'),
});
export type RatingSummaryContent = z.output<typeof ratingSummarySchema>;

export default ratingSummarySchema;
