import { describe, expect, it } from 'vitest';
import { isSeoResourcePath, SEO_RESOURCE_ROUTES, sitemapRegionOf } from './resource-routes';

describe('the crawler files', () => {
  it('are served at /sitemap.xml, /{us,gb,au}/sitemap.xml and /robots.txt with distinct ids', () => {
    expect(SEO_RESOURCE_ROUTES.map((route) => route.path)).toEqual([
      'sitemap.xml',
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
      '/gb/sitemap.xml',
      '/US/Sitemap.xml',
      '/robots.txt',
      '/au/sitemap.xml/',
    ]) {
      expect(isSeoResourcePath(path), path).toBe(true);
    }
    for (const path of ['/', '/sitemap', '/fr/sitemap.xml', '/gb/robots.txt', '/blog/sitemap.xml']) {
      expect(isSeoResourcePath(path), path).toBe(false);
    }
  });

  it('names the region of a region sitemap', () => {
    expect(sitemapRegionOf('/us/sitemap.xml')).toBe('us');
    expect(sitemapRegionOf('/GB/sitemap.xml')).toBe('gb');
    expect(sitemapRegionOf('/sitemap.xml')).toBeNull();
  });
});
