// Which pages the site serves, and in which regions: built from the stories of the three region
// folders. A page is keyed by its region-neutral path (us/blog/x and gb/blog/x are both 'blog/x').
import { BLOG_PAGE_SIZE, isCollectionKind } from '../content/collections.server';
import { pathForFullSlug } from '../content/links';
import type { Story } from '../content/stories.server';
import { STORY_TARGETS } from '../pages/page-types';
import { isValidRoute, matchSiteRoute, SITE_ROUTES } from '../navigation/route-table';
import {
  canonicalPath,
  contentSlug,
  regionPath,
  REGIONS,
  stripRegionPrefix,
  type Region,
} from '../regions/region';

/** The region-neutral path of the home page. */
export const ROOT_PAGE = 'home';

export interface PageVersion {
  region: Region;
  /** The version's one address (canonicalPath): '/blog/x' for us, '/gb/blog/x'. */
  path: string;
  /** Newest publication of what the page shows (ISO 8601), null when unknown. */
  lastModified: string | null;
}

/** Region-neutral path -> the versions that exist, in REGIONS order. */
export type PageIndex = ReadonlyMap<string, readonly PageVersion[]>;

/** A site path as a region-neutral path: '/gb/blog/x' -> 'blog/x'; '/', '/us' and '/gb' -> 'home'. */
export function neutralPathOf(pathname: string): string {
  // Content slugs are lowercase and the router matches case-insensitively: /GB/Blog/X is gb/blog/x.
  const inRegion = stripRegionPrefix(canonicalPath(pathname)).toLowerCase();
  return inRegion.replace(/^\/+|\/+$/g, '') || ROOT_PAGE;
}

/** The canonical site path of a page in a region: ('gb', 'home') -> '/gb', ('us', 'blog/x') -> '/blog/x'. */
export function sitePathOf(region: Region, neutralPath: string): string {
  return regionPath(region, neutralPath === ROOT_PAGE ? '/' : `/${neutralPath}`);
}

/** List routes without params (blog, glossary, ...): their folder is their path (requirements §2). */
const COLLECTION_FOLDERS = SITE_ROUTES.filter(
  (route) => isCollectionKind(route.kind) && !route.path.includes(':'),
).map((route) => route.path);

/** True when the route that answers the story's address loads exactly this story. */
function servesStory(region: Region, story: Story): boolean {
  const match = matchSiteRoute(pathForFullSlug(story.fullSlug));
  if (!isValidRoute(match)) return false;
  const target = STORY_TARGETS[match.route.kind];
  return (
    target !== undefined &&
    target.components.includes(story.content.component) &&
    contentSlug(region, target.slug(match.params)) === story.fullSlug
  );
}

function newest(stories: readonly Story[]): string | null {
  let latest: string | null = null;
  for (const { publishedAt } of stories) {
    if (publishedAt !== null && (latest === null || Date.parse(publishedAt) > Date.parse(latest))) {
      latest = publishedAt;
    }
  }
  return latest;
}

/** The pages of one region: its servable stories, then its list pages (§2 collection routes). */
function regionPages(region: Region, stories: readonly Story[]): Map<string, string | null> {
  const pages = new Map<string, string | null>();
  for (const story of stories) {
    if (servesStory(region, story))
      pages.set(neutralPathOf(pathForFullSlug(story.fullSlug)), story.publishedAt);
  }
  for (const folder of COLLECTION_FOLDERS) {
    const landing = stories.filter((story) => story.fullSlug === contentSlug(region, folder));
    const members = stories.filter((story) => story.fullSlug.startsWith(`${contentSlug(region, folder)}/`));
    if (landing.length === 0 && members.length === 0) continue;
    const lastModified = newest([...landing, ...members]);
    pages.set(folder, lastModified);
    if (folder !== 'blog') continue;
    // The blog list is paged like app/content/collections.server.ts pages it; page 1 is /blog.
    const posts = members.filter((story) => story.content.component === 'blog_post').length;
    for (let page = 2; page <= Math.ceil(posts / BLOG_PAGE_SIZE); page += 1) {
      pages.set(`blog/page/${page}`, lastModified);
    }
  }
  return pages;
}

/**
 * The index of every page in every region. `stories` are the published stories of the region
 * folders (callers leave out settings/, the error page and unpublished stories).
 */
export function buildPageIndex(storiesByRegion: Readonly<Record<Region, readonly Story[]>>): PageIndex {
  const index = new Map<string, PageVersion[]>();
  for (const region of REGIONS) {
    for (const [neutralPath, lastModified] of regionPages(region, storiesByRegion[region])) {
      const versions = index.get(neutralPath) ?? [];
      versions.push({ region, path: sitePathOf(region, neutralPath), lastModified });
      index.set(neutralPath, versions);
    }
  }
  return index;
}

/** Every page of one region, home first, then by path. */
export function pagesOfRegion(
  index: PageIndex,
  region: Region,
): { neutralPath: string; version: PageVersion }[] {
  const pages: { neutralPath: string; version: PageVersion }[] = [];
  for (const [neutralPath, versions] of index) {
    const version = versions.find((candidate) => candidate.region === region);
    if (version) pages.push({ neutralPath, version });
  }
  return pages.sort((a, b) =>
    a.version.path < b.version.path ? -1 : a.version.path > b.version.path ? 1 : 0,
  );
}
