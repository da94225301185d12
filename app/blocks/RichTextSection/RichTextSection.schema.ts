// The content of an editorial text section (RichTextSection.tsx renders it).
import { z } from 'zod';
import { richTextSchema } from '../../rich-text/rich-text.schema';
import { themeField } from '../shared/fields.schema';

export const richTextSectionSchema = z.object({ text: richTextSchema, theme: themeField('white') });
export type RichTextSectionContent = z.output<typeof richTextSectionSchema>;

export default richTextSectionSchema;
