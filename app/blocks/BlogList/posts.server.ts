// The region's blog posts for the blog blocks' loaders, reshaped into the small teasers the blocks
// show (the teasers are serialised into the page, so they carry only what a card displays).
import { pathForFullSlug } from '../../content/links';
import { listAllStories, type Story } from '../../content/stories.server';
import type { ContentOf } from '../../content/story-content.schema';
import { logger } from '../../logging/logger.server';
import { contentSlug, type Region } from '../../regions/region';
import type { PostTeaser } from './PostCard';

export type BlogPostStory = Story<ContentOf<'blog_post'>>;

/** Every published post of the region, newest first; [] (logged) when the service fails. */
export async function regionPosts(region: Region): Promise<BlogPostStory[]> {
  const posts = await listAllStories({
    startsWith: `${contentSlug(region, 'blog')}/`,
    component: 'blog_post',
    sortBy: 'content.date:desc',
  });
  if (!posts.ok) {
    logger.warn(`Blog posts of ${region} could not be listed:`, posts.message);
    return [];
  }
  return newestFirst(posts.value);
}

/** Sorted here as well, so a service that ignores sort_by still gives the latest posts. */
export function newestFirst(posts: BlogPostStory[]): BlogPostStory[] {
  return [...posts].sort((a, b) => b.content.date.localeCompare(a.content.date));
}

export function sameCategory(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function toTeaser(post: BlogPostStory, { withIntro = false } = {}): PostTeaser {
  const { title, intro, date, author, category, image } = post.content;
  return {
    href: pathForFullSlug(post.fullSlug),
    title: title || post.name,
    ...(withIntro && intro ? { intro } : {}),
    category,
    date,
    author: author.split(',')[0]?.trim() ?? '',
    image: image ?? null,
  };
}
