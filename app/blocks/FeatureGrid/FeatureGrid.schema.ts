// The content of the feature grid (FeatureGrid.tsx renders it).
import { z } from 'zod';
import { iconField, items, optional, optionalText, text, themeField } from '../shared/fields.schema';

const featureSchema = z.object({
  _uid: z.string().catch(''),
  title: z.string().min(1),
  text: text('text'),
  icon: iconField(),
});

export const featureGridSchema = z.object({
  headline: optionalText('headline'),
  intro: optionalText('intro'),
  columns: optional('columns', z.coerce.number().int().min(2).max(4), 3),
  features: items('features', featureSchema, 'feature'),
  theme: themeField('grey'),
});
export type FeatureGridContent = z.output<typeof featureGridSchema>;

export default featureGridSchema;
