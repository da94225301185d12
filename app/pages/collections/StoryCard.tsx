import { Link } from 'react-router';
import { pathForFullSlug } from '../../content/links';
import type { ImageRef } from '../../media/image';
import { ResponsiveImage } from '../../media/Picture';

/** How wide a card of the list pages' grid is drawn: one column on phones, up to four. */
const STORY_CARD_SIZES = '(max-width: 599px) 100vw, (max-width: 991px) 50vw, 18rem';

interface StoryCardProps {
  fullSlug: string;
  title: string;
  text?: string;
  eyebrow?: string;
  meta?: string;
  headingLevel?: 2 | 3;
  /** The story's picture, drawn across the top of the card (lazily: lists sit below the fold). */
  image?: ImageRef | null;
}

/** A card whose whole title is the link, so the card reads well in a screen reader's link list. */
export function StoryCard({ fullSlug, title, text, eyebrow, meta, headingLevel = 2, image }: StoryCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <li className="card card--link">
      {image ? <ResponsiveImage className="card__image" image={image} sizes={STORY_CARD_SIZES} /> : null}
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <Heading className="card__title">
        <Link to={pathForFullSlug(fullSlug)} prefetch="intent">
          {title}
        </Link>
      </Heading>
      {text ? <p>{text}</p> : null}
      {meta ? <p className="card__meta">{meta}</p> : null}
    </li>
  );
}
