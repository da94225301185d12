// The content of the pricing calculator, its defaults and call to action (PricingCalculator.tsx renders it).
import { z } from 'zod';
import { link, optional, optionalText, themeField } from '../shared/fields.schema';
import { PLAN_IDS } from '../PricingTable/product-data';
import { idField } from '../PricingTable/product-data.schema';
import { STAFF_MAX, STAFF_MIN } from './CalculatorForm.options';

export const pricingCalculatorSchema = z.object({
  headline: optional('headline', z.string(), 'Estimate your monthly cost'),
  intro: optionalText('intro'),
  default_staff: optional('default_staff', z.coerce.number().int().min(STAFF_MIN).max(STAFF_MAX), 25),
  default_plan: idField('default_plan', PLAN_IDS, 'premium'),
  note: optionalText('note'),
  cta_text: optional('cta_text', z.string(), 'Start free trial'),
  /** Defaults to the region's /get-started page. */
  cta_link: link,
  theme: themeField('purple-light'),
});
export type PricingCalculatorContent = z.output<typeof pricingCalculatorSchema>;

export default pricingCalculatorSchema;
