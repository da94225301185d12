// The content of the inner-page header (PageHeader.tsx renders it).
import { z } from 'zod';
import { optional, optionalText, themeField } from '../shared/fields.schema';
import { PAGE_HEADER_ALIGNMENTS } from './PageHeader.options';

export const pageHeaderSchema = z.object({
  headline: z.string().min(1),
  eyebrow: optionalText('eyebrow'),
  intro: optionalText('intro'),
  alignment: optional('alignment', z.enum(PAGE_HEADER_ALIGNMENTS), 'left'),
  theme: themeField('grey'),
});
export type PageHeaderContent = z.output<typeof pageHeaderSchema>;

export default pageHeaderSchema;
