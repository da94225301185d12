import { describe, expect, it } from 'vitest';
import { REGIONS } from '../regions/region';
import { buildPageIndex } from './page-index.server';
import { regionSitemapPath } from './resource-routes';
import { escapeXml, regionSitemapXml, sitemapIndexXml } from './sitemap.server';
import { story } from './test-support';

const ORIGIN = 'https://www.example.com';

describe('XML escaping', () => {
  it('escapes the five XML entities and drops characters XML cannot hold', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    expect(escapeXml('bell\u0007 and \uFFFE gone, tab\tkept')).toBe('bell and  gone, tab\tkept');
    expect(escapeXml('café 😀')).toBe('café 😀');
  });
});

describe('the sitemap index', () => {
  it('names the sitemap of every region by absolute URL', () => {
    const xml = sitemapIndexXml(ORIGIN);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex')).toBe(true);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://www.example.com/sitemap-us.xml',
      'https://www.example.com/sitemap-gb.xml',
      'https://www.example.com/sitemap-au.xml',
    ]);
  });
});

describe('a region sitemap', () => {
  const index = buildPageIndex({
    us: [story('us/home', {}, '2026-02-01T09:00:00.000Z'), story('us/pricing')],
    gb: [
      story('gb/home', {}, '2026-04-30T23:30:00.000Z'),
      story('gb/pricing', {}, null),
      story('gb/rota-guide'),
    ],
    au: [story('au/rota-guide')],
  });
  const urls = (xml: string) => xml.split('<url>').slice(1);

  it('lists every page of the region at its canonical address, us without a prefix', () => {
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs(regionSitemapXml(index, 'us', ORIGIN))).toEqual([
      'https://www.example.com/',
      'https://www.example.com/pricing',
    ]);
    expect(locs(regionSitemapXml(index, 'gb', ORIGIN))).toEqual([
      'https://www.example.com/gb',
      'https://www.example.com/gb/pricing',
      'https://www.example.com/gb/rota-guide',
    ]);
  });

  it("lists only URLs under the sitemap's own folder (sitemaps.org), for every region", () => {
    for (const region of REGIONS) {
      const sitemapUrl = new URL(regionSitemapPath(region), ORIGIN).href;
      const folder = sitemapUrl.slice(0, sitemapUrl.lastIndexOf('/') + 1);
      const locs = [...regionSitemapXml(index, region, ORIGIN).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (match) => match[1] ?? '',
      );
      expect(locs.length, region).toBeGreaterThan(0);
      for (const loc of locs) expect(loc.startsWith(folder), `${loc} in ${sitemapUrl}`).toBe(true);
    }
  });

  it('declares the xhtml namespace and links every regional version, x-default included', () => {
    const xml = regionSitemapXml(index, 'gb', ORIGIN);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const [home, , guide] = urls(xml);
    expect(home).toContain('<xhtml:link rel="alternate" hreflang="en-US" href="https://www.example.com/"/>');
    expect(home).toContain(
      '<xhtml:link rel="alternate" hreflang="en-GB" href="https://www.example.com/gb"/>',
    );
    expect(home).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com/"/>',
    );
    expect(guide).toContain('hreflang="en-AU" href="https://www.example.com/au/rota-guide"');
    expect(guide).toContain('hreflang="x-default" href="https://www.example.com/gb/rota-guide"');
    expect(guide).not.toContain('en-US');
  });

  it('gives the publication date as lastmod, and none when it is unknown', () => {
    const [home, pricing] = urls(regionSitemapXml(index, 'gb', ORIGIN));
    expect(home).toContain('<lastmod>2026-04-30</lastmod>');
    expect(pricing).not.toContain('<lastmod>');
  });

  it('escapes what it writes', () => {
    const hostile = new Map([['a&b', [{ region: 'gb' as const, path: `/gb/a&b"<x>`, lastModified: null }]]]);
    const xml = regionSitemapXml(hostile, 'gb', ORIGIN);
    expect(xml).toContain('<loc>https://www.example.com/gb/a&amp;b&quot;&lt;x&gt;</loc>');
    expect(xml).toContain('href="https://www.example.com/gb/a&amp;b&quot;&lt;x&gt;"');
    expect(xml).not.toMatch(/<x>|&b/);
  });
});
