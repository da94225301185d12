// The content of the awards row (AwardBadges.tsx renders it).
import { z } from 'zod';
import { imageSchema } from '../../media/image.schema';
import { items, optional, optionalText, themeField } from '../shared/fields.schema';

const awardSchema = z.object({
  _uid: z.string().catch(''),
  title: z.string().trim().min(1),
  year: optional('year', z.coerce.number().int().min(1990).max(2100).nullable(), null),
  issuer: optionalText('issuer'),
  image: optional('image', imageSchema, null),
});

export const awardBadgesSchema = z.object({
  headline: optionalText('headline'),
  intro: optionalText('intro'),
  awards: items('awards', awardSchema, 'award'),
  theme: themeField('white'),
});
export type AwardBadgesContent = z.output<typeof awardBadgesSchema>;

export default awardBadgesSchema;
