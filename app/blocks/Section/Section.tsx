// A container: a themed band with an optional eyebrow, headline and intro whose body is other
// blocks (a rich text, a checklist and a button group under one heading, say). `width` narrows
// the body for reading or widens it for media.
import { z } from 'zod';
import type { BlockProps } from '../block';
import { nestedBlocks, optional, optionalText } from '../shared/fields.schema';
import { Section as SectionFrame } from '../shared/Section';
import { themeField } from '../shared/fields.schema';
import { NestedBlocks } from './NestedBlocks';
import './Section.css';

export const SECTION_WIDTHS = ['normal', 'narrow', 'wide'] as const;

export const sectionSchema = z.object({
  eyebrow: optionalText('eyebrow'),
  headline: optionalText('headline'),
  intro: optionalText('intro'),
  body: nestedBlocks('body'),
  width: optional('width', z.enum(SECTION_WIDTHS), 'normal'),
  theme: themeField('white'),
});

export function Section({
  eyebrow,
  headline,
  intro,
  body,
  width,
  theme,
}: z.output<typeof sectionSchema> & BlockProps) {
  if (body.length === 0 && !headline && !intro) return null;
  return (
    <SectionFrame
      theme={theme}
      eyebrow={eyebrow}
      headline={headline}
      intro={intro}
      width={width}
      className="section-block"
    >
      <NestedBlocks blocks={body} className="section-block__body" />
    </SectionFrame>
  );
}
