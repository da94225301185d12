// The content of the app store download links (AppStoreBadges.tsx renders it).
import { z } from 'zod';
import { imageSchema } from '../../media/image.schema';
import { link, optional, optionalText, themeField } from '../shared/fields.schema';

export const appStoreBadgesSchema = z.object({
  headline: optionalText('headline'),
  text: optionalText('text'),
  ios_link: link,
  ios_badge: optional('ios_badge', imageSchema, null),
  android_link: link,
  android_badge: optional('android_badge', imageSchema, null),
  theme: themeField('white'),
});
export type AppStoreBadgesContent = z.output<typeof appStoreBadgesSchema>;

export default appStoreBadgesSchema;
