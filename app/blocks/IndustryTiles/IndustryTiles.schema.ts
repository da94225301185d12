// The content of the industry tiles (IndustryTiles.tsx renders it).
import { z } from 'zod';
import industries from '../../local-data/industries.json';
import { items, link, optionalText, themeField } from '../shared/fields.schema';

const INDUSTRY_IDS = new Set(industries.map((industry) => industry.id));

/** Extra content for one industry's tile; a tile naming an unknown industry is warned and dropped. */
const tileSchema = z.object({
  industry: z
    .string()
    .trim()
    .refine((id) => INDUSTRY_IDS.has(id), 'not an industry id of app/local-data/industries.json'),
  text: optionalText('text'),
  link,
});

export const industryTilesSchema = z.object({
  headline: optionalText('headline'),
  intro: optionalText('intro'),
  tiles: items('tiles', tileSchema, 'industry_tile'),
  theme: themeField('white'),
});
export type IndustryTilesContent = z.output<typeof industryTilesSchema>;

export default industryTilesSchema;
