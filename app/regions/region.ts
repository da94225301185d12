// Regions and their URL prefixes (requirements §2 "Region prefixes").
// The region is the first path segment when it is au or gb, otherwise us; /us is an alias prefix.

export const REGIONS = ['us', 'gb', 'au'] as const;
export type Region = (typeof REGIONS)[number];

export const DEFAULT_REGION: Region = 'us';

/** Every prefix a route exists under: none (us), /us, /gb, /au. */
export const ROUTE_PREFIXES = ['', 'us', 'gb', 'au'] as const;
export type RoutePrefix = (typeof ROUTE_PREFIXES)[number];

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value);
}

export function regionFromPath(pathname: string): Region {
  const first = pathname
    .split('/')
    .find((segment) => segment !== '')
    ?.toLowerCase();
  return first === 'au' || first === 'gb' ? first : 'us';
}

/** '/' for us and '/{region}' otherwise. */
export function homeLink(region: Region): string {
  return region === 'us' ? '/' : `/${region}`;
}

/** A site path under the region's prefix: regionPath('gb', '/blog') -> '/gb/blog'. */
export function regionPath(region: Region, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (region === 'us') return clean;
  return clean === '/' ? `/${region}` : `/${region}${clean}`;
}

/** The path without its region prefix: '/gb/blog' -> '/blog', '/us' -> '/'. */
export function stripRegionPrefix(pathname: string): string {
  const match = /^\/(us|gb|au)(?=\/|$)/i.exec(pathname);
  if (!match) return pathname || '/';
  return pathname.slice(match[0].length) || '/';
}

/** Content lives in one folder per region: gb/blog/..., us/pricing. */
export function contentSlug(region: Region, slugInRegion: string): string {
  return `${region}/${slugInRegion.replace(/^\/+|\/+$/g, '')}`;
}

export const REGION_LABELS: Record<Region, string> = {
  us: 'United States',
  gb: 'United Kingdom',
  au: 'Australia',
};

/** BCP 47 language of each region's copy, for <html lang> and date formatting. */
export const REGION_LOCALES: Record<Region, string> = {
  us: 'en-US',
  gb: 'en-GB',
  au: 'en-AU',
};

/** The one address of a page: us pages under /us are the same pages as those without a prefix. */
export function canonicalPath(pathname: string): string {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return /^\/us(?=\/|$)/i.test(clean) ? stripRegionPrefix(clean) : clean;
}
