import { Link } from 'react-router';
import { pathForFullSlug } from '../../content/links';

interface StoryCardProps {
  fullSlug: string;
  title: string;
  text?: string;
  eyebrow?: string;
  meta?: string;
  headingLevel?: 2 | 3;
}

/** A card whose whole title is the link, so the card reads well in a screen reader's link list. */
export function StoryCard({ fullSlug, title, text, eyebrow, meta, headingLevel = 2 }: StoryCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <li className="card card--link">
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
