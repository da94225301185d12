// One blog post of the region, chosen by the editor (`post`: its full_slug), shown large with its
// image, intro and a "Read the article" link. A post of another region, or one that cannot be
// loaded, is warned about and replaced by a link to the blog.
import { ResponsiveImage } from '../../media/Picture';
import { REGION_LOCALES, regionPath } from '../../regions/region';
import { useSiteState } from '../../site-state/SiteState';
import { useBlockData, useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { regionOfSlug } from '../BlogList/blog-fields';
import { postDate, type PostTeaser } from '../BlogList/PostCard';
import { warnContent } from '../shared/content-warnings';
import { themeClass } from '../shared/theme';
import type { FeaturedPostContent } from './FeaturedPost.schema';

export interface FeaturedPostData {
  post: PostTeaser | null;
}

export function FeaturedPost({
  uid,
  post: slug,
  eyebrow,
  link_text,
  theme,
}: FeaturedPostContent & BlockProps) {
  const editable = useBlockEditable();
  const site = useSiteState();
  const data = useBlockData<FeaturedPostData>(uid);
  if (!site) return null;
  const inRegion = slug !== '' && regionOfSlug(slug) === site.region;
  if (slug && !inRegion) {
    warnContent(
      `featured_post#${uid}: post "${slug}" is not in the ${site.region} blog; nothing is featured`,
    );
  }
  const post = inRegion ? (data?.post ?? null) : null;
  const blogHref = regionPath(site.region, '/blog');
  if (!post) {
    return (
      <section className={`featured-post featured-post--empty ${themeClass(theme)}`} {...editable}>
        <div className="container">
          <p className="featured-post__eyebrow">{eyebrow}</p>
          <p>
            This article is not available right now. <a href={blogHref}>Browse all articles</a>
          </p>
        </div>
      </section>
    );
  }
  const date = postDate(post.date, REGION_LOCALES[site.region]);
  return (
    <section className={`featured-post ${themeClass(theme)}`} {...editable}>
      <div className="container featured-post__inner">
        {post.image ? (
          <ResponsiveImage
            className="featured-post__image"
            image={post.image}
            sizes="(max-width: 991px) 100vw, 36rem"
          />
        ) : null}
        <div className="featured-post__copy">
          <p className="featured-post__eyebrow">
            {eyebrow}
            {post.category ? <span className="featured-post__category"> · {post.category}</span> : null}
          </p>
          <h2 className="featured-post__title">{post.title}</h2>
          {post.intro ? <p className="featured-post__intro">{post.intro}</p> : null}
          {date || post.author ? (
            <p className="featured-post__meta">
              {date}
              {date && post.author ? ' · ' : null}
              {post.author ? `By ${post.author}` : null}
            </p>
          ) : null}
          <a className="button button--filled button--lg" href={post.href}>
            <span>{link_text}</span>
            <span className="visually-hidden">: {post.title}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
