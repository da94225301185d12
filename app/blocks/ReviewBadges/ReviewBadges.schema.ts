// The content of the review score badges (ReviewBadges.tsx renders it; the scores are not content).
import { z } from 'zod';
import { link, optional, optionalText, themeField } from '../shared/fields.schema';

export const reviewBadgesSchema = z.object({
  headline: optionalText('headline'),
  intro: optionalText('intro'),
  review_site_link: link,
  app_store_label: optional('app_store_label', z.string(), 'App Store and Google Play'),
  app_store_link: link,
  theme: themeField('white'),
});
export type ReviewBadgesContent = z.output<typeof reviewBadgesSchema>;

export default reviewBadgesSchema;
