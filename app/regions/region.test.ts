import { describe, expect, it } from 'vitest';
import {
  canonicalPath,
  contentSlug,
  homeLink,
  isRegion,
  regionFromPath,
  regionPath,
  stripRegionPrefix,
} from './region';

describe('regionFromPath', () => {
  it.each([
    ['/', 'us'],
    ['/pricing', 'us'],
    ['/us', 'us'],
    ['/us/blog', 'us'],
    ['/gb', 'gb'],
    ['/gb/blog/page/2', 'gb'],
    ['/au/customers/x', 'au'],
    ['/AU/pricing', 'au'],
    ['/gbx/pricing', 'us'],
    ['/blog/gb', 'us'],
  ])('%s is %s', (path, region) => {
    expect(regionFromPath(path)).toBe(region);
  });
});

describe('homeLink', () => {
  it('is / for us and /{region} otherwise', () => {
    expect(homeLink('us')).toBe('/');
    expect(homeLink('gb')).toBe('/gb');
    expect(homeLink('au')).toBe('/au');
  });
});

describe('regionPath and stripRegionPrefix', () => {
  it('prefixes paths for gb and au only', () => {
    expect(regionPath('us', '/blog')).toBe('/blog');
    expect(regionPath('gb', '/blog')).toBe('/gb/blog');
    expect(regionPath('au', '/')).toBe('/au');
    expect(regionPath('au', 'pricing')).toBe('/au/pricing');
  });

  it('strips any region prefix, including /us', () => {
    expect(stripRegionPrefix('/us/blog')).toBe('/blog');
    expect(stripRegionPrefix('/gb')).toBe('/');
    expect(stripRegionPrefix('/gbx')).toBe('/gbx');
    expect(stripRegionPrefix('/blog')).toBe('/blog');
  });

  it('builds content slugs inside the region folder', () => {
    expect(contentSlug('gb', '/blog/rotas/')).toBe('gb/blog/rotas');
    expect(isRegion('au')).toBe(true);
    expect(isRegion('eu')).toBe(false);
  });
});

describe('canonicalPath', () => {
  it('drops the /us alias prefix and trailing slashes', () => {
    expect(canonicalPath('/us')).toBe('/');
    expect(canonicalPath('/us/blog/page/2')).toBe('/blog/page/2');
    expect(canonicalPath('/gb/pricing/')).toBe('/gb/pricing');
    expect(canonicalPath('/')).toBe('/');
  });
});
