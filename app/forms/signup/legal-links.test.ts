import { describe, expect, it } from 'vitest';
import { regionaliseLegalLink, regionaliseLegalLinks } from './legal-links';

const site = 'https://www.shiftlane.example';

describe('regionaliseLegalLink (§2 item 1)', () => {
  it.each([
    // us: the region prefix is stripped.
    ['/us/terms', 'us', '/terms'],
    ['/us/privacy', 'us', '/privacy'],
    ['/gb/privacy', 'us', '/privacy'],
    ['/au/legal/terms', 'us', '/legal/terms'],
    ['/us', 'us', '/'],
    ['/us/terms#cancellation', 'us', '/terms#cancellation'],
    ['/us?ref=signup', 'us', '/?ref=signup'],
    ['/US/terms', 'US', '/terms'],
    // Another country: the region segment becomes its code, lowercased.
    ['/us/privacy', 'de', '/de/privacy'],
    ['/us/privacy', 'gb', '/gb/privacy'],
    ['/us/privacy', 'GB', '/gb/privacy'],
    ['/gb/terms', 'au', '/au/terms'],
    ['/au/terms', 'nz', '/nz/terms'],
    ['/us/terms?v=2#a', 'fr', '/fr/terms?v=2#a'],
    ['/us', 'ie', '/ie'],
    // No region segment: unchanged (a segment that only starts like one is not one).
    ['/terms', 'de', '/terms'],
    ['/terms', 'us', '/terms'],
    ['/users/terms', 'de', '/users/terms'],
    ['/legal/us/terms', 'de', '/legal/us/terms'],
    ['/', 'de', '/'],
    ['', 'de', ''],
    // A country that is not a two-letter code counts as us.
    ['/us/terms', '', '/terms'],
    ['/gb/terms', 'xx', '/terms'],
    ['/gb/terms', 'XX', '/terms'],
    ['/gb/terms', 'deu', '/terms'],
    ['/gb/terms', 'd1', '/terms'],
    ['/gb/terms', '../', '/terms'],
    [' /us/terms', 'de', ' /us/terms'],
  ])('%j for %j -> %j', (link, country, expected) => {
    expect(regionaliseLegalLink(link, country, { siteOrigin: site })).toBe(expected);
  });

  it.each([
    // Same site: regionalised, still absolute.
    [`${site}/us/terms`, 'us', `${site}/terms`],
    [`${site}/us/privacy`, 'de', `${site}/de/privacy`],
    [`${site}/gb/privacy?x=1#y`, 'au', `${site}/au/privacy?x=1#y`],
    ['HTTPS://WWW.SHIFTLANE.EXAMPLE/us/terms', 'de', `${site}/de/terms`],
    [`${site}/terms`, 'de', `${site}/terms`],
    // Elsewhere, or not a web link: untouched.
    ['https://legal.partner.example/us/terms', 'de', 'https://legal.partner.example/us/terms'],
    ['http://www.shiftlane.example/us/terms', 'de', 'http://www.shiftlane.example/us/terms'],
    ['//www.shiftlane.example/us/terms', 'de', '//www.shiftlane.example/us/terms'],
    ['mailto:legal@shiftlane.example', 'de', 'mailto:legal@shiftlane.example'],
    ['us/terms', 'de', 'us/terms'],
    ['#terms', 'de', '#terms'],
  ])('%j for %j -> %j', (link, country, expected) => {
    expect(regionaliseLegalLink(link, country, { siteOrigin: site })).toBe(expected);
  });

  it('leaves absolute links alone when the site origin is not known', () => {
    expect(regionaliseLegalLink(`${site}/us/terms`, 'de')).toBe(`${site}/us/terms`);
    expect(regionaliseLegalLink(`${site}/us/terms`, 'de', { siteOrigin: 'not a url' })).toBe(
      `${site}/us/terms`,
    );
    expect(regionaliseLegalLink('/us/terms', 'de')).toBe('/de/terms');
  });

  it('regionalises both links of the terms checkbox', () => {
    expect(
      regionaliseLegalLinks({ terms: '/us/terms', privacy: `${site}/us/privacy` }, 'gb', {
        siteOrigin: site,
      }),
    ).toEqual({ terms: '/gb/terms', privacy: `${site}/gb/privacy` });
  });
});
