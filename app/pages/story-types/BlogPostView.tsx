// Blog post: category, title, intro, author and dates (§9: long month name, day, year; the noTime
// option keeps the first 10 characters), hero image, body, then related posts (content relations).
import type { RelatedPost } from '../../content/story-types/blog-post.schema';
import { NewsletterSignup } from '../../blocks/NewsletterSignup/NewsletterSignup';
import { PostGrid, type PostTeaser } from '../../blocks/BlogList/PostCard';
import { NEWSLETTER_CTA, NEWSLETTER_SUBLINE } from '../../modals/newsletter';
import { regionPath, REGION_LOCALES } from '../../regions/region';
import { ArticleView } from '../ArticleView';
import { formatDate } from '../../format/format';
import { Byline } from './Byline';
import type { PageTypeViewProps } from '../page-type';

/** The post's related articles, as the same cards (cropped thumbnails, dates) as the blog list. */
function RelatedPosts({ posts, locale }: { posts: RelatedPost[]; locale: string }) {
  if (posts.length === 0) return null;
  const teasers: PostTeaser[] = posts.map((post) => ({
    href: post.path,
    title: post.title,
    category: post.category,
    date: post.date,
    author: '',
    image: post.image,
  }));
  return (
    <section className="section theme-grey related-posts" aria-labelledby="related-posts-title">
      <div className="container">
        <h2 id="related-posts-title" className="section__title">
          Related articles
        </h2>
        <PostGrid posts={teasers} locale={locale} />
      </div>
    </section>
  );
}

export function BlogPostView({ story, region, breadcrumbs }: PageTypeViewProps<'blog_post'>) {
  const content = story.content;
  const locale = REGION_LOCALES[region];
  const dateOptions = { noTime: content.no_time };
  const published = formatDate(content.date, locale, dateOptions);
  const updated = content.updated ? formatDate(content.updated, locale, dateOptions) : '';
  const title = content.title || story.name;
  return (
    <ArticleView
      variant="blog"
      breadcrumbs={breadcrumbs(title)}
      eyebrow={content.category || 'Blog'}
      eyebrowHref={regionPath(region, '/blog')}
      title={title}
      intro={content.intro}
      meta={[
        content.author && <Byline author={content.author} />,
        published && <time dateTime={content.date.slice(0, 10)}>{published}</time>,
        updated && updated !== published && (
          <>
            Updated <time dateTime={content.updated.slice(0, 10)}>{updated}</time>
          </>
        ),
      ]}
      image={content.image}
      body={content.body}
      after={
        <>
          {/* Readers who liked a post are the newsletter's readers: its call to action follows every post. */}
          <NewsletterSignup
            uid="blog-post-newsletter"
            headline="Get new posts by email"
            subline={NEWSLETTER_SUBLINE}
            cta_text={NEWSLETTER_CTA}
            link=""
            note=""
            theme="purple-light"
          />
          <RelatedPosts posts={content.related_posts} locale={locale} />
        </>
      }
    />
  );
}
