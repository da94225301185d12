// A card for one story in a list block (posts, courses, lessons, sessions, insights). The title is
// the link and its hit area covers the card, so a screen reader's link list reads one link per
// card; an extra action (a "Register" link) sits above that area and stays clickable.
import type { ReactNode } from 'react';
import type { ImageRef } from '../../media/image';
import { ResponsiveImage } from '../../media/Picture';

export interface TeaserCardProps {
  href: string;
  title: string;
  eyebrow?: string;
  text?: string;
  /** Short facts under the text: a date, an author, a duration. Empty ones are left out. */
  meta?: ReactNode[];
  image?: ImageRef | null;
  /** `sizes` of the image; the default suits a three-column grid. */
  sizes?: string;
  action?: ReactNode;
  /** Draw a plain panel where the image would be, so a grid with some images keeps its rows even. */
  reserveImage?: boolean;
}

export const CARD_GRID_SIZES = '(max-width: 767px) 100vw, (max-width: 991px) 50vw, 33vw';

/** The thumbnail's frame (aspect-ratio in TeaserCard.css): the media service crops to it. */
const THUMBNAIL_RATIO = 7 / 5;

export function TeaserCard({
  href,
  title,
  eyebrow,
  text,
  meta = [],
  image,
  sizes = CARD_GRID_SIZES,
  action,
  reserveImage = false,
}: TeaserCardProps) {
  const facts = meta.filter((fact) => fact !== null && fact !== undefined && fact !== '' && fact !== false);
  return (
    <li className="teaser-card">
      {image ? (
        <ResponsiveImage
          className="teaser-card__image"
          image={image}
          sizes={sizes}
          aspectRatio={THUMBNAIL_RATIO}
        />
      ) : reserveImage ? (
        <div className="teaser-card__image teaser-card__image--none" aria-hidden="true" />
      ) : null}
      <div className="teaser-card__body">
        {eyebrow ? <p className="teaser-card__eyebrow">{eyebrow}</p> : null}
        <h3 className="teaser-card__title">
          <a href={href}>{title}</a>
        </h3>
        {text ? <p className="teaser-card__text">{text}</p> : null}
        {facts.length > 0 ? (
          <ul className="teaser-card__meta">
            {facts.map((fact, index) => (
              <li key={index}>{fact}</li>
            ))}
          </ul>
        ) : null}
        {action ? <div className="teaser-card__action">{action}</div> : null}
      </div>
    </li>
  );
}

/** The grid the cards sit in: one column on phones, up to three on wide screens. */
export function TeaserGrid({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ul className="teaser-grid" aria-label={label}>
      {children}
    </ul>
  );
}

/** The line shown instead of the grid when a list has nothing to show. */
export function EmptyList({ children }: { children: ReactNode }) {
  return <p className="teaser-empty">{children}</p>;
}

/** The link under a list to the page with all of it. */
export function ListFooter({ children }: { children: ReactNode }) {
  return <div className="teaser-footer">{children}</div>;
}
