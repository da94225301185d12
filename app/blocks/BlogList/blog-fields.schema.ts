// Content fields shared by the collections blocks' schemas: a blog category from the site's filter
// list, a list length (count) and a blog post named by its full_slug.
import { z } from 'zod';
import { optional } from '../shared/fields.schema';
import { BLOG_CATEGORIES } from './blog-fields';

/** A category editors may leave empty; one outside filters.blogCategories warns and is ignored. */
export const categoryField = () => optional('category', z.enum(BLOG_CATEGORIES), '' as string);

const COUNT_MAX = 12;
export const countField = (fallback: number) =>
  optional('count', z.coerce.number().int().min(1).max(COUNT_MAX), fallback);

const BLOG_SLUG = /^(us|gb|au)\/blog\/[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

/** A blog post named by full_slug ('gb/blog/x') or by a story link; '' when it is neither. */
function blogSlugOf(value: unknown): string {
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
