// The content of the row of outcome figures (StatRow.tsx renders it).
import { z } from 'zod';
import { items, optional, optionalText, themeField } from '../shared/fields.schema';
import { SITE_STATS } from './StatRow.options';

const statSchema = z
  .object({
    _uid: z.string().catch(''),
    value: optionalText('value'),
    label: z.string().trim().min(1),
    source: optionalText('source'),
    site_stat: optional('site_stat', z.enum(SITE_STATS).nullable(), null),
  })
  .refine((stat) => stat.value || stat.site_stat, 'a stat needs a value or a site_stat');

export const statRowSchema = z.object({
  eyebrow: optionalText('eyebrow'),
  headline: optionalText('headline'),
  intro: optionalText('intro'),
  stats: items('stats', statSchema, 'stat'),
  theme: themeField('white'),
});
export type StatRowContent = z.output<typeof statRowSchema>;

export default statRowSchema;
