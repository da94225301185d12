// Editorial text: rich text in a readable column.
import { RichText } from '../../rich-text/RichText';
import type { BlockProps } from '../block';
import { Section } from '../shared/Section';
import type { RichTextSectionContent } from './RichTextSection.schema';

export function RichTextSection({ text, theme }: RichTextSectionContent & BlockProps) {
  return (
    <Section theme={theme} width="narrow">
      <RichText doc={text} />
    </Section>
  );
}
