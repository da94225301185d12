// The frame every single-story page type shares: breadcrumbs, a header (eyebrow, title, intro,
// facts, image), the body, and optional sidebar and follow-on sections. Each page type passes its
// own variant, which the stylesheet gives its own layout.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { RichTextDoc } from '../rich-text/rich-text.schema';
import type { ImageRef } from '../media/image';
import { ResponsiveImage } from '../media/Picture';
import { RichText } from '../rich-text/RichText';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';

export interface ArticleProps {
  variant: string;
  breadcrumbs: readonly Crumb[];
  eyebrow: string;
  /** Where the eyebrow leads: the list this item belongs to. */
  eyebrowHref: string;
  title: string;
  intro?: string;
  meta?: (ReactNode | null | undefined | false)[];
  image?: ImageRef | null;
  body: RichTextDoc;
  /** Shown beside the body on wide screens, above it on phones. */
  sidebar?: ReactNode;
  /** Inside the article after the body (a quote, an author box). */
  footer?: ReactNode;
  /** Full-width sections after the article (related posts, a call to action). */
  after?: ReactNode;
}

export function ArticleView({
  variant,
  breadcrumbs,
  eyebrow,
  eyebrowHref,
  title,
  intro,
  meta = [],
  image,
  body,
  sidebar,
  footer,
  after,
}: ArticleProps) {
  const facts = meta.filter((item): item is Exclude<ReactNode, null | undefined | false> => Boolean(item));
  return (
    <>
      <article className={`article article--${variant}`}>
        <header className="article__header">
          <div className="container article__header-inner">
            <Breadcrumbs trail={breadcrumbs} />
            <p className="eyebrow">
              <Link to={eyebrowHref}>{eyebrow}</Link>
            </p>
            <h1>{title}</h1>
            {intro ? <p className="article__intro">{intro}</p> : null}
            {facts.length > 0 ? (
              <ul className="article__meta">
                {facts.map((fact, index) => (
                  <li key={index}>{fact}</li>
                ))}
              </ul>
            ) : null}
          </div>
          {image ? (
            <div className="container article__image">
              <ResponsiveImage image={image} sizes="(max-width: 52rem) 100vw, 52rem" priority />
            </div>
          ) : null}
        </header>
        <div className={`container article__layout${sidebar ? ' article__layout--with-sidebar' : ''}`}>
          {sidebar ? <aside className="article__sidebar">{sidebar}</aside> : null}
          <div className="article__body">
            <RichText doc={body} />
            {footer}
          </div>
        </div>
      </article>
      {after}
    </>
  );
}
