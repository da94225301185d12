// The content of the plan feature matrix: its rows and cells (PlanComparison.tsx renders it).
import { z } from 'zod';
import { flag, items, optional, optionalText, themeField } from '../shared/fields.schema';
import { PLAN_IDS } from '../PricingTable/product-data';
import { idList } from '../PricingTable/product-data.schema';

const cellTextSchema = z.object({ plan: z.enum(PLAN_IDS), text: z.string().min(1) });

const rowSchema = z.object({
  _uid: z.string().catch(''),
  feature: z.string().min(1),
  /** The plans that include the feature (ticked). */
  plans: idList('plans', PLAN_IDS),
  /** Text for a plan's cell instead of a tick. */
  values: items('values', cellTextSchema, 'plan_value'),
});
export type PlanComparisonRow = z.output<typeof rowSchema>;

export const planComparisonSchema = z.object({
  headline: optional('headline', z.string(), 'Compare plans'),
  intro: optionalText('intro'),
  rows: items('rows', rowSchema, 'plan_comparison_row'),
  /** Adds a first row with each plan's price per user per month. */
  show_prices: optional('show_prices', z.boolean(), true),
  hide_caption: flag('hide_caption'),
  theme: themeField('white'),
});
export type PlanComparisonContent = z.output<typeof planComparisonSchema>;

export default planComparisonSchema;
