// The content of the customer story grid (CustomerStoryGrid.tsx renders it).
import { z } from 'zod';
import { optional, optionalText, themeField } from '../shared/fields.schema';

export const CUSTOMER_STORY_GRID_DEFAULT = 3;
export const CUSTOMER_STORY_GRID_MAX = 12;

export const customerStoryGridSchema = z.object({
  headline: optionalText('headline'),
  intro: optionalText('intro'),
  /** An industry id from app/local-data/industries.json or a story's industry name. */
  industry: optionalText('industry'),
  count: optional(
    'count',
    z.coerce.number().int().min(1).max(CUSTOMER_STORY_GRID_MAX),
    CUSTOMER_STORY_GRID_DEFAULT,
  ),
  link_text: optional('link_text', z.string(), 'Read the story'),
  all_stories_text: optionalText('all_stories_text'),
  theme: themeField('white'),
});
export type CustomerStoryGridContent = z.output<typeof customerStoryGridSchema>;

export default customerStoryGridSchema;
