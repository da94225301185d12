// The crawler files the site serves besides its pages: the sitemap index, one sitemap per region
// and robots.txt. app/routes.ts registers them; they are files for crawlers, not navigations.
// Kept free of server-only imports: app/routes.ts reads it at build time.
import { REGIONS, type Region } from '../regions/region';

export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';

/**
 * '/sitemap-gb.xml'. A sitemap may list only URLs below its own folder (sitemaps.org), and us pages
 * live at the root: so every region's sitemap sits at the root, named by the index.
 */
export function regionSitemapPath(region: Region): string {
  return `/sitemap-${region}.xml`;
}

/** Where a region's sitemap used to be ('/gb/sitemap.xml'): it answers a 301 to the new one. */
export function movedSitemapPath(region: Region): string {
  return `/${region}/sitemap.xml`;
}

export interface SeoResourceRoute {
  /** Pattern for app/routes.ts, without the leading slash. */
  path: string;
  /** Route module, relative to app/. */
  file: string;
  id: string;
}

export const SEO_RESOURCE_ROUTES: readonly SeoResourceRoute[] = [
  { path: SITEMAP_INDEX_PATH.slice(1), file: 'routes/sitemap-index.ts', id: 'seo.sitemap-index' },
  ...REGIONS.map((region) => ({
    path: regionSitemapPath(region).slice(1),
    file: 'routes/sitemap-region.ts',
    id: `seo.sitemap.${region}`,
  })),
  ...REGIONS.map((region) => ({
    path: movedSitemapPath(region).slice(1),
    file: 'routes/sitemap-moved.ts',
    id: `seo.sitemap-moved.${region}`,
  })),
  { path: ROBOTS_PATH.slice(1), file: 'routes/robots.ts', id: 'seo.robots' },
];

// React Router matches case-insensitively and ignores a trailing slash; so does this.
function normalise(pathname: string): string {
  return (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
}

/** The region whose sitemap a path asks for, or null when it is not a region sitemap. */
export function sitemapRegionOf(pathname: string): Region | null {
  const path = normalise(pathname);
  return REGIONS.find((region) => regionSitemapPath(region) === path) ?? null;
}

/** The region whose sitemap's old address a path is, or null. */
export function movedSitemapRegionOf(pathname: string): Region | null {
  const path = normalise(pathname);
  return REGIONS.find((region) => movedSitemapPath(region) === path) ?? null;
}
