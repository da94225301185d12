import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { RichTextDoc } from '../content/story-content';
import { RichText } from '../rich-text/RichText';

export interface ArticleProps {
  eyebrow: string;
  /** Where the eyebrow leads: the list this item belongs to. */
  eyebrowHref: string;
  title: string;
  intro?: string;
  meta?: (string | null | undefined)[];
  body: RichTextDoc;
  aside?: ReactNode;
  footer?: ReactNode;
}

export function ArticleView({
  eyebrow,
  eyebrowHref,
  title,
  intro,
  meta = [],
  body,
  aside,
  footer,
}: ArticleProps) {
  const facts = meta.filter((item): item is string => Boolean(item));
  return (
    <article className="article">
      <header className="article__header">
        <div className="container container--narrow">
          <p className="eyebrow">
            <Link to={eyebrowHref}>{eyebrow}</Link>
          </p>
          <h1>{title}</h1>
          {intro ? <p className="article__intro">{intro}</p> : null}
          {facts.length > 0 ? (
            <ul className="article__meta">
              {facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </header>
      <div className="container container--narrow article__body">
        {aside}
        <RichText doc={body} />
        {footer}
      </div>
    </article>
  );
}
