// Editorial text: rich text in a readable column.
import { RichText } from '../../rich-text/RichText';
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { Section } from '../shared/Section';
import type { RichTextSectionContent } from './RichTextSection.schema';

export function RichTextSection({ text, theme }: RichTextSectionContent & BlockProps) {
  const editable = useBlockEditable();
  return (
    <Section theme={theme} width="narrow" editable={editable}>
      <RichText doc={text} />
    </Section>
  );
}
