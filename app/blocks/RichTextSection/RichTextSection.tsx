// Editorial text: rich text in a readable column.
import { z } from 'zod';
import { richTextSchema } from '../../content/story-content.schema';
import { RichText } from '../../rich-text/RichText';
import type { BlockProps } from '../block';
import { Section } from '../shared/Section';
import { themeField } from '../shared/fields.schema';

export const richTextSectionSchema = z.object({ text: richTextSchema, theme: themeField('white') });

export function RichTextSection({ text, theme }: z.output<typeof richTextSectionSchema> & BlockProps) {
  return (
    <Section theme={theme} width="narrow">
      <RichText doc={text} />
    </Section>
  );
}
