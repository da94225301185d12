// The content of the industry picker and its copy for each industry (IndustryFilter.tsx renders it).
import { z } from 'zod';
import { items, link, optional, optionalText, themeField } from '../shared/fields.schema';
import { INDUSTRY_IDS } from '../PricingTable/product-data';
import { idField, lineList } from '../PricingTable/product-data.schema';

const industryCopySchema = z.object({
  industry: z.enum(INDUSTRY_IDS),
  headline: optionalText('headline'),
  text: z.string().min(1),
  points: lineList('points'),
  link_text: optionalText('link_text'),
  link,
});
export type IndustryCopy = z.output<typeof industryCopySchema>;

export const industryFilterSchema = z.object({
  headline: optional('headline', z.string(), 'Built for the way your industry works'),
  intro: optionalText('intro'),
  label: optional('label', z.string(), 'Your industry'),
  default_industry: idField('default_industry', INDUSTRY_IDS),
  items: items('items', industryCopySchema, 'industry_copy'),
  /** Shown, under the industry's name, for an industry without its own copy. */
  fallback_text: optional(
    'fallback_text',
    z.string(),
    'Shift-based teams of every kind use Shiftlane to build schedules, track time and keep wage costs in check.',
  ),
  fallback_link_text: optionalText('fallback_link_text'),
  fallback_link: link,
  theme: themeField('grey'),
});
export type IndustryFilterContent = z.output<typeof industryFilterSchema>;

export default industryFilterSchema;
