// The content of the pricing page's plan cards (PricingTable.tsx renders it).
import { z } from 'zod';
import { items, link, optional, optionalText, themeField } from '../shared/fields.schema';
import { PLAN_IDS } from './product-data';
import { idField } from './product-data.schema';

/** A plan's own call to action, replacing the block's default one. */
const planCtaSchema = z.object({
  plan: z.enum(PLAN_IDS),
  text: optionalText('text'),
  link,
});

export const pricingTableSchema = z.object({
  headline: optionalText('headline'),
  intro: optionalText('intro'),
  highlight: idField('highlight', PLAN_IDS),
  highlight_label: optional('highlight_label', z.string(), 'Most popular'),
  cta_text: optional('cta_text', z.string(), 'Start free trial'),
  /** Defaults to the region's /get-started page. */
  cta_link: link,
  ctas: items('ctas', planCtaSchema, 'plan_cta'),
  billing_note: optionalText('billing_note'),
  theme: themeField('white'),
});
export type PricingTableContent = z.output<typeof pricingTableSchema>;

export default pricingTableSchema;
