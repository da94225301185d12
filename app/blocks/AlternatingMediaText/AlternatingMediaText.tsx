// A run of image-and-copy rows under one headline, the image switching sides row by row so a long
// feature tour keeps a rhythm without editors setting each side by hand.
import { z } from 'zod';
import type { BlockProps } from '../block';
import {
  IMAGE_POSITIONS,
  MediaTextRow,
  mediaTextRowFields,
  type ImagePosition,
} from '../MediaText/MediaText';
import { items, optional, optionalText } from '../shared/fields.schema';
import { Section } from '../shared/Section';
import { themeField } from '../shared/fields.schema';
import './AlternatingMediaText.css';

const rowSchema = z.object({ _uid: z.string().catch(''), ...mediaTextRowFields });

export const alternatingMediaTextSchema = z.object({
  eyebrow: optionalText('eyebrow'),
  headline: optionalText('headline'),
  intro: optionalText('intro'),
  rows: items('rows', rowSchema),
  /** Where the first row's image goes; every following row swaps. */
  first_image_position: optional('first_image_position', z.enum(IMAGE_POSITIONS), 'right'),
  theme: themeField('white'),
});

export function imagePositionOfRow(first: ImagePosition, index: number): ImagePosition {
  const other: ImagePosition = first === 'right' ? 'left' : 'right';
  return index % 2 === 0 ? first : other;
}

export function AlternatingMediaText({
  eyebrow,
  headline,
  intro,
  rows,
  first_image_position,
  theme,
}: z.output<typeof alternatingMediaTextSchema> & BlockProps) {
  if (rows.length === 0) return null;
  return (
    <Section
      theme={theme}
      eyebrow={eyebrow}
      headline={headline}
      intro={intro}
      className="alternating-media-text-block"
    >
      <div className="alternating-media-text">
        {rows.map(({ _uid, ...row }, index) => (
          <MediaTextRow
            key={_uid || index}
            {...row}
            imagePosition={imagePositionOfRow(first_image_position, index)}
            headingLevel={headline ? 'h3' : 'h2'}
          />
        ))}
      </div>
    </Section>
  );
}
