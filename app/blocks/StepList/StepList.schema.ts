// The content of the numbered step list (StepList.tsx renders it).
import { z } from 'zod';
import { items, optionalText, themeField } from '../shared/fields.schema';

const stepSchema = z.object({
  _uid: z.string().catch(''),
  title: z.string().trim().min(1),
  text: optionalText('text'),
});

export const stepListSchema = z.object({
  eyebrow: optionalText('eyebrow'),
  headline: optionalText('headline'),
  intro: optionalText('intro'),
  steps: items('steps', stepSchema, 'step'),
  theme: themeField('white'),
});
export type StepListContent = z.output<typeof stepListSchema>;

export default stepListSchema;
