// The content of the regional workplace-rules cards (ComplianceStates.tsx renders it).
import { z } from 'zod';
import { buttonSchema } from '../shared/Button.schema';
import { items, optional, optionalText, themeField } from '../shared/fields.schema';
import { COMPLIANCE_STATE_IDS } from '../PricingTable/product-data';
import { idList } from '../PricingTable/product-data.schema';

export const complianceStatesSchema = z.object({
  headline: optional('headline', z.string(), 'Rules that change where you work'),
  intro: optionalText('intro'),
  /** Which of the region's states to show, in order; empty shows all of them. */
  states: idList('states', COMPLIANCE_STATE_IDS),
  buttons: items('buttons', buttonSchema, 'button'),
  theme: themeField('white'),
});
export type ComplianceStatesContent = z.output<typeof complianceStatesSchema>;

export default complianceStatesSchema;
