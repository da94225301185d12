// Every story page type (page-type.ts), by the story component it shows: the story page renders
// with it, and the page route and the page index find a route's story through it. Adding a page
// type is adding its `story-types/<name>.page-type.tsx`; nothing here changes.
import { pathForFullSlug } from '../content/links';
import type { Story } from '../content/stories.server';
import type { StoryComponent } from '../content/story-content.schema';
import type { RouteKind, RouteParams } from '../navigation/route-table';
import { homeLink, regionPath, type Region } from '../regions/region';
import type { Crumb } from './Breadcrumbs';
import type { PageType } from './page-type';

const PAGE_TYPES: ReadonlyMap<StoryComponent, PageType> = new Map(
  Object.values(
    import.meta.glob<PageType>('./story-types/*.page-type.tsx', { eager: true, import: 'default' }),
  ).map((pageType) => [pageType.component, pageType]),
);

export function pageTypeOf(story: Story): PageType {
  const pageType = PAGE_TYPES.get(story.content.component);
  // The content door refuses a story of an unknown component, and a test keeps every one defined.
  if (!pageType) throw new Error(`No page type shows ${story.content.component} stories`);
  return pageType;
}

/** Every story component a page type shows. */
export const PAGE_TYPE_COMPONENTS: readonly StoryComponent[] = [...PAGE_TYPES.keys()];

export interface StoryTarget {
  slug: (params: RouteParams) => string;
  /** The components that route may show, so /error-page or a glossary term cannot pose as a page. */
  components: readonly StoryComponent[];
}

/** Which story each single-story route shows: its slug inside the region folder and its types. */
export const STORY_TARGETS: Partial<Record<RouteKind, StoryTarget>> = Object.fromEntries(
  [...PAGE_TYPES.values()].flatMap((pageType) =>
    Object.entries(pageType.routes).map(([kind, slug]) => [kind, { slug, components: [pageType.component] }]),
  ),
);

/** A breadcrumb trail: Home, the list the page belongs to, the page. */
function trail(region: Region, path: string, title: string, list?: readonly [string, string]): Crumb[] {
  return [
    { name: 'Home', path: homeLink(region) },
    ...(list ? [{ name: list[0], path: regionPath(region, list[1]) }] : []),
    { name: title, path },
  ];
}

/** The trail of any story's page: the visible breadcrumbs and the BreadcrumbList data. */
export function crumbsFor(story: Story, region: Region, title: string): Crumb[] {
  return trail(region, pathForFullSlug(story.fullSlug), title, pageTypeOf(story).list);
}
