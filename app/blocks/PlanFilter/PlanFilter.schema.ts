// The content of the plan picker that highlights a plan's features (PlanFilter.tsx renders it).
import { z } from 'zod';
import { link, optional, optionalText, themeField } from '../shared/fields.schema';
import { PLAN_IDS } from '../PricingTable/product-data';
import { idField } from '../PricingTable/product-data.schema';

export const planFilterSchema = z.object({
  headline: optional('headline', z.string(), 'What each plan includes'),
  intro: optionalText('intro'),
  default_plan: idField('default_plan', PLAN_IDS, 'premium'),
  cta_text: optionalText('cta_text'),
  /** Defaults to the region's /get-started page. */
  cta_link: link,
  theme: themeField('white'),
});
export type PlanFilterContent = z.output<typeof planFilterSchema>;

export default planFilterSchema;
