// The header of a blog post built from the block's own fields, so a landing page can open like an
// article: category, title, intro, author, published and updated dates, and an image. The title is
// the page's h1 when the block comes first (HeroHeading), an h2 anywhere else.
import { ResponsiveImage } from '../../media/Picture';
import { formatDate } from '../../format/format';
import { DEFAULT_REGION, REGION_LOCALES } from '../../regions/region';
import { useSiteState } from '../../site-state/SiteState';
import { useBlockEditable, usePlacement } from '../block-scope';
import type { BlockProps } from '../block';
import { HeroHeading } from '../shared/HeroHeading';
import { themeClass } from '../shared/theme';
import type { BlogPostHeaderContent } from './BlogPostHeader.schema';

function DateFact({
  label,
  value,
  noTime,
  locale,
}: {
  label: string;
  value: string;
  noTime: boolean;
  locale: string;
}) {
  const shown = formatDate(value, locale, { noTime });
  if (!shown) return null;
  const machine = noTime ? value.slice(0, 10) : value.replace(' ', 'T');
  return (
    <li>
      {label} <time dateTime={machine}>{shown}</time>
    </li>
  );
}

export function BlogPostHeader({
  title,
  category,
  intro,
  author,
  published,
  updated,
  no_time,
  image,
  theme,
}: BlogPostHeaderContent & BlockProps) {
  const editable = useBlockEditable();
  const { isFirst } = usePlacement();
  const locale = REGION_LOCALES[useSiteState()?.region ?? DEFAULT_REGION];
  const hasFacts = Boolean(author || published || updated);
  return (
    <section className={`blog-post-header ${themeClass(theme)}`} {...editable}>
      <div className="container container--narrow">
        {category ? <p className="blog-post-header__category">{category}</p> : null}
        <HeroHeading className="blog-post-header__title">{title}</HeroHeading>
        {intro ? <p className="blog-post-header__intro">{intro}</p> : null}
        {hasFacts ? (
          <ul className="blog-post-header__meta">
            {author ? <li>By {author}</li> : null}
            {published ? (
              <DateFact label="Published" value={published} noTime={no_time} locale={locale} />
            ) : null}
            {updated ? <DateFact label="Updated" value={updated} noTime={no_time} locale={locale} /> : null}
          </ul>
        ) : null}
      </div>
      {image ? (
        <div className="container blog-post-header__figure">
          <ResponsiveImage
            className="blog-post-header__image"
            image={image}
            sizes="(max-width: 1152px) 100vw, 72rem"
            priority={isFirst}
          />
        </div>
      ) : null}
    </section>
  );
}
