// An image beside a block of copy (headline, rich text, check-mark bullets, buttons): the workhorse
// of feature pages. `image_position` puts the image left or right on wide screens; on narrow ones
// the copy comes first and the image follows, which is also the reading order.
import type { RichTextDoc } from '../../rich-text/rich-text.schema';
import type { ImageRef } from '../../media/image';
import { ResponsiveImage } from '../../media/Picture';
import { RichText } from '../../rich-text/RichText';
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { CheckItems } from '../Checklist/Checklist';
import { ButtonRow, type ButtonContent } from '../shared/Button';
import { Section } from '../shared/Section';
import type { MediaTextContent } from './MediaText.schema';
import type { ImagePosition } from './MediaText.options';

export interface MediaTextRowProps {
  eyebrow: string;
  headline: string;
  text: RichTextDoc;
  bullets: readonly string[];
  buttons: readonly ButtonContent[];
  image: ImageRef | null;
  imagePosition: ImagePosition;
  /** h2 for a block of its own, h3 for a row under a block headline. */
  headingLevel: 'h2' | 'h3';
}

export function MediaTextRow({
  eyebrow,
  headline,
  text,
  bullets,
  buttons,
  image,
  imagePosition,
  headingLevel: Heading,
}: MediaTextRowProps) {
  return (
    <div className="media-text">
      <div className={`media-text__grid media-text__grid--image-${imagePosition}`}>
        <div className="media-text__copy">
          {headline ? <Heading className="media-text__title">{headline}</Heading> : null}
          {/* After the heading in the source, above it on screen: heading navigation lands on the headline. */}
          {eyebrow ? <p className="eyebrow media-text__eyebrow">{eyebrow}</p> : null}
          <RichText doc={text} className="rich-text media-text__text" />
          <CheckItems items={bullets} />
          <ButtonRow buttons={buttons} />
        </div>
        {image ? (
          <div className="media-text__media">
            <ResponsiveImage
              className="media-text__image"
              image={image}
              sizes="(min-width: 62rem) 34rem, calc(100vw - 2.5rem)"
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}

export function MediaText({ image_position, theme, ...row }: MediaTextContent & BlockProps) {
  const editable = useBlockEditable();
  return (
    <Section theme={theme} className="media-text-block" editable={editable}>
      <MediaTextRow {...row} imagePosition={image_position} headingLevel="h2" />
    </Section>
  );
}
