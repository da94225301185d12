// The content of the trust bar strip (TrustBar.tsx renders it; the figures are not content).
import { z } from 'zod';
import { optional, themeField } from '../shared/fields.schema';

export const trustBarSchema = z.object({
  /** Words before the workplaces figure: "Trusted by" 385,000 workplaces. */
  lead_in: optional('lead_in', z.string(), 'Trusted by'),
  theme: themeField('white'),
});
export type TrustBarContent = z.output<typeof trustBarSchema>;

export default trustBarSchema;
