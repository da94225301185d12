import { describe, expect, it } from 'vitest';
import stats from '../local-data/stats.json';
import { blogPostingJsonLd } from './blog-posting-json-ld';
import { breadcrumbListJsonLd, organizationJsonLd, serializeJsonLd, webSiteJsonLd } from './json-ld';

const ORIGIN = 'https://www.example.com';
const publisher = { brandName: 'Shiftlane', origin: ORIGIN };

describe('structured data', () => {
  it('describes the organisation with its raster logo and founding year', () => {
    expect(organizationJsonLd(publisher)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Shiftlane',
      url: 'https://www.example.com/',
      logo: 'https://www.example.com/logo.png',
      foundingDate: String(stats.launched),
    });
  });

  it('describes the web site of a region', () => {
    expect(webSiteJsonLd({ name: 'Shiftlane', url: `${ORIGIN}/gb`, inLanguage: 'en-GB' })).toMatchObject({
      '@type': 'WebSite',
      url: 'https://www.example.com/gb',
      inLanguage: 'en-GB',
    });
  });

  it('numbers breadcrumbs from 1 with absolute URLs', () => {
    const crumbs = breadcrumbListJsonLd(
      [
        { name: 'Home', path: '/gb' },
        { name: 'Blog', path: '/gb/blog' },
      ],
      ORIGIN,
    );
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/gb' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://www.example.com/gb/blog' },
    ]);
  });
});

describe('serializing structured data', () => {
  const attack = '</script><script>alert(1)</script> & <!-- \u2028\u2029';

  it('leaves no <, > or & and no line separators in the output', () => {
    const json = serializeJsonLd(
      blogPostingJsonLd({
        headline: attack,
        description: '',
        datePublished: '2026-01-01',
        region: 'us',
        url: ORIGIN,
        publisher,
      }),
    );
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
  });

  it('is still the same JSON', () => {
    const value = webSiteJsonLd({ name: attack, url: ORIGIN, inLanguage: 'en-US' });
    expect(JSON.parse(serializeJsonLd(value))).toEqual(value);
  });
});
