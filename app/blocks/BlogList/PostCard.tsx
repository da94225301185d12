// A blog post as a card: image, category, title, intro when the teaser has one, date and author.
// Shared by blog_list, related_posts and the blog's own pages; the teaser is what their loaders
// send (posts.server.ts).
import type { ImageRef } from '../../media/image';
import { formatDate } from '../../format/format';
import { TeaserCard, TeaserGrid } from './TeaserCard';

export interface PostTeaser {
  href: string;
  title: string;
  intro?: string;
  category: string;
  /** The post's date as the content holds it ('2026-01-13 08:00'). */
  date: string;
  /** The author's name, without their job title. */
  author: string;
  image: ImageRef | null;
}

/** The post's date as a <time>, or null when the content's date cannot be read. */
export function postDate(date: string, locale: string) {
  const label = formatDate(date, locale);
  return label ? <time dateTime={date.slice(0, 10)}>{label}</time> : null;
}

export function PostCard({
  post,
  locale,
  reserveImage = false,
}: {
  post: PostTeaser;
  locale: string;
  /** True when other cards in the grid have images (see TeaserCard). */
  reserveImage?: boolean;
}) {
  return (
    <TeaserCard
      href={post.href}
      title={post.title}
      text={post.intro}
      eyebrow={post.category}
      image={post.image}
      reserveImage={reserveImage}
      meta={[postDate(post.date, locale), post.author ? `By ${post.author}` : null]}
    />
  );
}

/** Post cards in the teaser grid; image space is kept on every card when any of them has one. */
export function PostGrid({ posts, locale }: { posts: readonly PostTeaser[]; locale: string }) {
  const reserveImage = posts.some((post) => post.image);
  return (
    <TeaserGrid>
      {posts.map((post) => (
        <PostCard key={post.href} post={post} locale={locale} reserveImage={reserveImage} />
      ))}
    </TeaserGrid>
  );
}
