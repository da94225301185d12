// A container: a themed band with an optional eyebrow, headline and intro whose body is other
// blocks (a rich text, a checklist and a button group under one heading, say). `width` narrows
// the body for reading or widens it for media.
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { Section as SectionFrame } from '../shared/Section';
import { NestedBlocks } from './NestedBlocks';
import type { SectionContent } from './Section.schema';

export function Section({ eyebrow, headline, intro, body, width, theme }: SectionContent & BlockProps) {
  const editable = useBlockEditable();
  if (body.length === 0 && !headline && !intro) return null;
  return (
    <SectionFrame
      theme={theme}
      eyebrow={eyebrow}
      headline={headline}
      intro={intro}
      width={width}
      className="section-block"
      editable={editable}
    >
      <NestedBlocks blocks={body} className="section-block__body" />
    </SectionFrame>
  );
}
