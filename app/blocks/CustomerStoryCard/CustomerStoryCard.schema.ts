// The content of the single customer story card (CustomerStoryCard.tsx renders it).
import { z } from 'zod';
import { optional, optionalText, themeField } from '../shared/fields.schema';
import { storyReferenceField } from './customer-story.schema';

export const customerStoryCardSchema = z.object({
  story: storyReferenceField,
  headline: optionalText('headline'),
  link_text: optional('link_text', z.string(), 'Read the story'),
  theme: themeField('white'),
});
export type CustomerStoryCardContent = z.output<typeof customerStoryCardSchema>;

export default customerStoryCardSchema;
