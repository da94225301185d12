// Blog facts the collections blocks and their server loaders share at runtime: the site's blog
// categories and the region of a post's full_slug. The content fields built on them are in
// blog-fields.schema.ts.
import filters from '../../local-data/filters.json';
import { isRegion, type Region } from '../../regions/region';

export const BLOG_CATEGORIES = filters.blogCategories as [string, ...string[]];

/** The region a post's full_slug belongs to. */
export function regionOfSlug(fullSlug: string): Region | null {
  const region = fullSlug.split('/')[0];
  return isRegion(region) ? region : null;
}
