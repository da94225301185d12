// The content of the social proof figures (SocialProofStats.tsx renders it; the figures are not content).
import { z } from 'zod';
import { optionalText, themeField } from '../shared/fields.schema';

export const socialProofStatsSchema = z.object({
  headline: optionalText('headline'),
  intro: optionalText('intro'),
  eyebrow: optionalText('eyebrow'),
  theme: themeField('white'),
});
export type SocialProofStatsContent = z.output<typeof socialProofStatsSchema>;

export default socialProofStatsSchema;
