// The content of a checklist (Checklist.tsx renders it); media_text uses its item schema for bullets.
import { z } from 'zod';
import { items, optional, optionalText, themeField } from '../shared/fields.schema';

/** One line of a checklist: a plain string, or a `checklist_item` with `text`. */
export const checkItemSchema = z.union([
  z.string().trim().min(1),
  z.object({ text: z.string().trim().min(1) }).transform((item) => item.text),
]);

export const checklistSchema = z.object({
  eyebrow: optionalText('eyebrow'),
  headline: optionalText('headline'),
  intro: optionalText('intro'),
  items: items('items', checkItemSchema, 'checklist_item'),
  columns: optional('columns', z.coerce.number().int().min(1).max(2), 1),
  theme: themeField('white'),
});
export type ChecklistContent = z.output<typeof checklistSchema>;

export default checklistSchema;
