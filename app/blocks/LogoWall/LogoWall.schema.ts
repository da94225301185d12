// The content of the customer logo wall (LogoWall.tsx renders it).
import { z } from 'zod';
import { imageSchema } from '../../media/image.schema';
import { items, link, optional, optionalText, themeField } from '../shared/fields.schema';

const logoSchema = z.object({
  _uid: z.string().catch(''),
  company: z.string().trim().min(1),
  image: optional('image', imageSchema, null),
  link,
});

export const logoWallSchema = z.object({
  headline: optionalText('headline'),
  intro: optionalText('intro'),
  logos: items('logos', logoSchema, 'logo'),
  per_row: optional('per_row', z.coerce.number().int().min(3).max(6), 5),
  theme: themeField('white'),
});
export type LogoWallContent = z.output<typeof logoWallSchema>;

export default logoWallSchema;
