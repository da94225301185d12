// A run of image-and-copy rows under one headline, the image switching sides row by row so a long
// feature tour keeps a rhythm without editors setting each side by hand.
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { MediaTextRow } from '../MediaText/MediaText';
import type { ImagePosition } from '../MediaText/MediaText.options';
import { Section } from '../shared/Section';
import type { AlternatingMediaTextContent } from './AlternatingMediaText.schema';

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
}: AlternatingMediaTextContent & BlockProps) {
  const editable = useBlockEditable();
  if (rows.length === 0) return null;
  return (
    <Section
      theme={theme}
      eyebrow={eyebrow}
      headline={headline}
      intro={intro}
      className="alternating-media-text-block"
      editable={editable}
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
