// A single card: optional image, eyebrow, title, a line of text and a link. A linked card is
// clickable all over, but only its title is the link (its accessible name); the "Read more" cue
// is visual, so screen readers do not hear a list of identical "Read more" links.
import { type ImageRef } from '../../media/image';
import { ResponsiveImage } from '../../media/Picture';
import type { EditableAttributes } from '../../preview/editable';
import { useBlockEditable, usePlacement } from '../block-scope';
import type { BlockProps } from '../block';
import { Icon } from '../shared/Icon';
import { Section } from '../shared/Section';
import type { CardContent } from './Card.schema';

/** The image's frame (aspect-ratio in Card.css): the media service crops to it. */
const IMAGE_RATIO = 7 / 5;

export interface CardViewProps {
  image: ImageRef | null;
  eyebrow: string;
  title: string;
  text: string;
  link: string;
  link_text: string;
  /** The image's `sizes`: how wide the card is drawn. */
  imageSizes?: string;
  /** The card block's editor attributes (useBlockEditable), when the card is the block's root. */
  editable?: Partial<EditableAttributes>;
}

export function CardView({
  image,
  eyebrow,
  title,
  text,
  link: href,
  link_text,
  imageSizes = '(min-width: 62rem) 22rem, (min-width: 48rem) 50vw, 100vw',
  editable,
}: CardViewProps) {
  const external = /^https?:/i.test(href);
  return (
    <div className={`card-block${href ? ' card-block--link' : ''}`} {...editable}>
      <div className="card-block__body">
        <h3 className="card-block__title">
          {href ? (
            <a href={href} {...(external ? { rel: 'noopener noreferrer' } : {})}>
              {title}
            </a>
          ) : (
            title
          )}
        </h3>
        {eyebrow ? <p className="card-block__eyebrow">{eyebrow}</p> : null}
        {text ? <p className="card-block__text">{text}</p> : null}
        {href && link_text ? (
          <span className="card-block__more" aria-hidden="true">
            {link_text}
            <Icon name="arrow-right" size={18} />
          </span>
        ) : null}
      </div>
      {image ? (
        <ResponsiveImage
          className="card-block__image"
          image={image}
          sizes={imageSizes}
          aspectRatio={IMAGE_RATIO}
        />
      ) : null}
    </div>
  );
}

export function Card(props: CardContent & BlockProps) {
  const editable = useBlockEditable();
  const { depth } = usePlacement();
  // Inside a grid or columns the container gives the frame; on its own the card needs a band.
  if (depth > 0) return <CardView {...props} editable={editable} />;
  return (
    <Section width="narrow" className="card-block-section" editable={editable}>
      <CardView {...props} imageSizes="(min-width: 48rem) 44rem, 100vw" />
    </Section>
  );
}
