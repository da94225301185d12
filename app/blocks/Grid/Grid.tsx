// A container that lays its blocks out in a responsive grid of two to four columns: cards, stats or
// short feature blurbs side by side. The cells form a list, so assistive technology announces how
// many there are.
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { NestedBlocks } from '../Section/NestedBlocks';
import { gridColumns } from '../shared/grid-columns';
import { Section } from '../shared/Section';
import type { GridContent } from './Grid.schema';

export function Grid({ eyebrow, headline, intro, columns, body, theme }: GridContent & BlockProps) {
  const editable = useBlockEditable();
  if (body.length === 0) return null;
  return (
    <Section
      theme={theme}
      eyebrow={eyebrow}
      headline={headline}
      intro={intro}
      className="grid-block"
      editable={editable}
    >
      <ul {...gridColumns(`grid grid--${columns}`, columns)}>
        {body.map((child) => (
          <NestedBlocks key={child.uid} as="li" blocks={[child]} className="grid__cell" />
        ))}
      </ul>
    </Section>
  );
}
