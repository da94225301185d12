// The content of the grid container (Grid.tsx renders it).
import { z } from 'zod';
import { nestedBlocks, optional, optionalText, themeField } from '../shared/fields.schema';

export const gridSchema = z.object({
  eyebrow: optionalText('eyebrow'),
  headline: optionalText('headline'),
  intro: optionalText('intro'),
  columns: optional('columns', z.coerce.number().int().min(2).max(4), 3),
  body: nestedBlocks('body'),
  theme: themeField('white'),
});
export type GridContent = z.output<typeof gridSchema>;

export default gridSchema;
