import { describe, expect, it } from 'vitest';
import {
  isSeoResourcePath,
  movedSitemapRegionOf,
  SEO_RESOURCE_ROUTES,
  sitemapRegionOf,
} from './resource-routes';

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

  it('recognises exactly those paths, as the router matches them', () => {
    for (const path of [
      '/sitemap.xml',
      '/sitemap-gb.xml',
      '/Sitemap-US.xml',
      '/gb/sitemap.xml',
      '/US/Sitemap.xml',
      '/robots.txt',
      '/au/sitemap.xml/',
    ]) {
      expect(isSeoResourcePath(path), path).toBe(true);
    }
    for (const path of [
      '/',
      '/sitemap',
      '/fr/sitemap.xml',
      '/sitemap-fr.xml',
      '/gb/sitemap-gb.xml',
      '/gb/robots.txt',
      '/blog/sitemap.xml',
    ]) {
      expect(isSeoResourcePath(path), path).toBe(false);
    }
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
