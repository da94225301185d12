import { describe, expect, it } from 'vitest';
import { movedSitemapRegionOf, SEO_RESOURCE_ROUTES, sitemapRegionOf } from './resource-routes';

describe('the crawler files', () => {
  it('are served at /sitemap.xml, /sitemap-{us,gb,au}.xml, the old /{us,gb,au}/sitemap.xml and /robots.txt', () => {
    expect(SEO_RESOURCE_ROUTES.map((route) => route.path)).toEqual([
      'sitemap.xml',
      'sitemap-us.xml',
      'sitemap-gb.xml',
      'sitemap-au.xml',
      'us/sitemap.xml',
      'gb/sitemap.xml',
      'au/sitemap.xml',
      'robots.txt',
    ]);
    expect(new Set(SEO_RESOURCE_ROUTES.map((route) => route.id)).size).toBe(SEO_RESOURCE_ROUTES.length);
  });

  it('names the region of a region sitemap', () => {
    expect(sitemapRegionOf('/sitemap-us.xml')).toBe('us');
    expect(sitemapRegionOf('/Sitemap-GB.xml')).toBe('gb');
    expect(sitemapRegionOf('/gb/sitemap.xml')).toBeNull();
    expect(sitemapRegionOf('/sitemap.xml')).toBeNull();
  });

  it('names the region of an old sitemap address', () => {
    expect(movedSitemapRegionOf('/us/sitemap.xml')).toBe('us');
    expect(movedSitemapRegionOf('/AU/sitemap.xml/')).toBe('au');
    expect(movedSitemapRegionOf('/sitemap-au.xml')).toBeNull();
  });
});
