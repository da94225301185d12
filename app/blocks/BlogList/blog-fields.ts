// Content fields shared by the collections blocks and read again, silently, by their server
// loaders: a blog category from the site's filter list, a list length (count) and a blog post
// named by its full_slug.
import { z } from 'zod';
import filters from '../../local-data/filters.json';
import { isRegion, type Region } from '../../regions/region';
import { optional } from '../shared/fields.schema';

export const BLOG_CATEGORIES = filters.blogCategories as [string, ...string[]];
export const blogCategorySchema = z.enum(BLOG_CATEGORIES);

/** A category editors may leave empty; one outside filters.blogCategories warns and is ignored. */
export const categoryField = () => optional('category', blogCategorySchema, '' as string);

export const COUNT_MAX = 12;
export const countSchema = z.coerce.number().int().min(1).max(COUNT_MAX);
export const countField = (fallback: number) => optional('count', countSchema, fallback);

/** Reads a value the way the block's schema does, without warning (the render warns). */
export function quietly<T>(schema: z.ZodType<T>, value: unknown, fallback: T): T {
  if (value === '' || value === null || value === undefined) return fallback;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

const BLOG_SLUG = /^(us|gb|au)\/blog\/[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

/** A blog post named by full_slug ('gb/blog/x') or by a story link; '' when it is neither. */
export function blogSlugOf(value: unknown): string {
  let slug: unknown = value;
  if (value && typeof value === 'object') {
    const story = value as { linktype?: unknown; cached_url?: unknown; story?: { full_slug?: unknown } };
    slug = story.linktype === 'story' ? (story.story?.full_slug ?? story.cached_url) : undefined;
  }
  if (typeof slug !== 'string') return '';
  const clean = slug.trim().replace(/^\/+|\/+$/g, '');
  return BLOG_SLUG.test(clean) ? clean : '';
}

export const blogSlugSchema = z.unknown().transform((value, ctx) => {
  const slug = blogSlugOf(value);
  if (!slug) ctx.addIssue({ code: 'custom', message: 'not a blog post full_slug such as us/blog/my-post' });
  return slug;
});

/** The region a post's full_slug belongs to. */
export function regionOfSlug(fullSlug: string): Region | null {
  const region = fullSlug.split('/')[0];
  return isRegion(region) ? region : null;
}
