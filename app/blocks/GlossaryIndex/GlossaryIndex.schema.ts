// The content of the glossary A-Z index (GlossaryIndex.tsx renders it).
import { z } from 'zod';
import { optional, optionalText, themeField } from '../shared/fields.schema';

export const glossaryIndexSchema = z.object({
  headline: optional('headline', z.string(), 'Glossary A–Z'),
  intro: optionalText('intro'),
  theme: themeField('white'),
});
export type GlossaryIndexContent = z.output<typeof glossaryIndexSchema>;

export default glossaryIndexSchema;
