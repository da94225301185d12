// A navigation link in content: label, link and an optional one-line description.
import { z } from 'zod';
import { link, optionalText } from './fields.schema';

export const navLinkSchema = z.object({
  label: z.string().min(1),
  link: link.refine(Boolean, 'a navigation link needs a target'),
  description: optionalText('description'),
});
export type NavLinkContent = z.output<typeof navLinkSchema>;
