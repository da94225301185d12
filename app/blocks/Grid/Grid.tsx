// A container that lays its blocks out in a responsive grid of two to four columns: cards, stats or
// short feature blurbs side by side. The cells form a list, so assistive technology announces how
// many there are.
import { z } from 'zod';
import type { BlockProps } from '../block';
import { NestedBlocks } from '../Section/NestedBlocks';
import { nestedBlocks, optional, optionalText } from '../shared/fields.schema';
import { Section } from '../shared/Section';
import { themeField } from '../shared/fields.schema';
import './Grid.css';

export const gridSchema = z.object({
  eyebrow: optionalText('eyebrow'),
  headline: optionalText('headline'),
  intro: optionalText('intro'),
  columns: optional('columns', z.coerce.number().int().min(2).max(4), 3),
  body: nestedBlocks('body'),
  theme: themeField('white'),
});

function keyOf(child: unknown, index: number): string {
  const uid = (child as { _uid?: unknown } | null)?._uid;
  return typeof uid === 'string' && uid ? uid : String(index);
}

export function Grid({
  eyebrow,
  headline,
  intro,
  columns,
  body,
  theme,
}: z.output<typeof gridSchema> & BlockProps) {
  if (body.length === 0) return null;
  return (
    <Section theme={theme} eyebrow={eyebrow} headline={headline} intro={intro} className="grid-block">
      <ul className={`grid grid--${columns}`}>
        {body.map((child, index) => (
          <NestedBlocks key={keyOf(child, index)} as="li" blocks={[child]} className="grid__cell" />
        ))}
      </ul>
    </Section>
  );
}
