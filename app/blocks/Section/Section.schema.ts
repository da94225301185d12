// The content of the section container (Section.tsx renders it).
import { z } from 'zod';
import { nestedBlocks, optional, optionalText, themeField } from '../shared/fields.schema';
import { SECTION_WIDTHS } from './Section.options';

export const sectionSchema = z.object({
  eyebrow: optionalText('eyebrow'),
  headline: optionalText('headline'),
  intro: optionalText('intro'),
  body: nestedBlocks('body'),
  width: optional('width', z.enum(SECTION_WIDTHS), 'normal'),
  theme: themeField('white'),
});
export type SectionContent = z.output<typeof sectionSchema>;

export default sectionSchema;
