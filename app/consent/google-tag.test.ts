import { describe, expect, it } from 'vitest';
import {
  GOOGLE_TAG_ID_RULE,
  GOOGLE_TAG_KINDS,
  googleTagCspOrigins,
  googleTagIdOf,
  googleTagScripts,
  googleTagScriptUrl,
  googleTagServiceOf,
  googleTagStartCommands,
} from './google-tag';
import { purposesOf } from './services';

const NOW = new Date('2026-11-21T08:00:00.000Z');

describe('the kind of a Google tag id', () => {
  it('tells Google Analytics 4, Google Ads and Tag Manager apart', () => {
    expect(googleTagServiceOf('G-ABC123XYZ9')).toBe('google-analytics');
    expect(googleTagServiceOf('AW-123456789')).toBe('google-ads');
    expect(googleTagServiceOf('GTM-K9ABCD1')).toBe('google-tag-manager');
  });

  it('refuses anything else, so nothing unchecked reaches the script address', () => {
    for (const bad of [
      '',
      'G-',
      'g-abc123',
      'G-abc123',
      'UA-12345-1',
      'AW-12AB',
      'GTM-',
      'GT-ABC123',
      'G-ABC 123',
      'G-ABC&id=GTM-X',
      'G-ABC\n',
      'https://www.googletagmanager.com/gtag/js?id=G-ABC',
    ]) {
      expect(googleTagServiceOf(bad), JSON.stringify(bad)).toBeNull();
      expect(() => googleTagScriptUrl(bad), JSON.stringify(bad)).toThrow(GOOGLE_TAG_ID_RULE);
    }
  });

  it('names every kind in the configuration error', () => {
    expect(GOOGLE_TAG_ID_RULE).toBe(
      'must be a Google tag id: G- and capital letters or digits (Google Analytics 4), AW- and digits (Google Ads), GTM- and capital letters or digits (a Tag Manager container), e.g. G-XXXXXXXXXX',
    );
  });
});

describe('the service of each kind', () => {
  it('needs Analytics for Google Analytics, Advertising for Google Ads, both for a container', () => {
    expect(purposesOf('google-analytics')).toEqual(['analytics']);
    expect(purposesOf('google-ads')).toEqual(['advertising']);
    expect(purposesOf('google-tag-manager').sort()).toEqual(['advertising', 'analytics']);
  });

  it('declares Google Analytics’s cookies on the site’s domain, so withdrawal deletes them', () => {
    expect(GOOGLE_TAG_KINDS['google-analytics'].definition.cookies).toEqual([
      { name: '_ga', firstParty: true, purpose: 'analytics' },
      { name: '_ga_*', firstParty: true, purpose: 'analytics' },
    ]);
  });

  it('waits for google_tag_manager, which gtag.js and gtm.js both define', () => {
    for (const kind of Object.values(GOOGLE_TAG_KINDS)) expect(kind.global).toBe('google_tag_manager');
  });
});

describe('the script address', () => {
  it('is gtag.js for Analytics and Ads, gtm.js for a container, built from the id alone', () => {
    expect(googleTagScriptUrl('G-E2ETEST01')).toBe('https://www.googletagmanager.com/gtag/js?id=G-E2ETEST01');
    expect(googleTagScriptUrl('AW-123456789')).toBe(
      'https://www.googletagmanager.com/gtag/js?id=AW-123456789',
    );
    expect(googleTagScriptUrl('GTM-K9ABCD1')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-K9ABCD1');
  });

  it('is handed to the script loader under its service, or not at all', () => {
    expect(googleTagScripts(undefined)).toEqual({});
    expect(googleTagScripts('')).toEqual({});
    expect(googleTagScripts('G-E2ETEST01')).toEqual({
      'google-analytics': 'https://www.googletagmanager.com/gtag/js?id=G-E2ETEST01',
    });
    expect(googleTagScripts('GTM-K9ABCD1')).toEqual({
      'google-tag-manager': 'https://www.googletagmanager.com/gtm.js?id=GTM-K9ABCD1',
    });
  });

  it('gives its id back only for an address built here', () => {
    expect(googleTagIdOf(googleTagScriptUrl('AW-123456789'))).toBe('AW-123456789');
    expect(googleTagIdOf('https://evil.example/gtag/js?id=G-E2ETEST01')).toBeNull();
    expect(googleTagIdOf('https://www.googletagmanager.com/gtm.js?id=G-E2ETEST01')).toBeNull();
    expect(googleTagIdOf('https://www.googletagmanager.com/gtag/js?id=x')).toBeNull();
    expect(googleTagIdOf('not a url')).toBeNull();
  });
});

describe('the start commands', () => {
  it("are gtag('js', now) and gtag('config', id) for gtag.js", () => {
    expect(googleTagStartCommands(googleTagScriptUrl('G-E2ETEST01'), NOW)).toEqual([
      { gtag: ['js', NOW] },
      { gtag: ['config', 'G-E2ETEST01'] },
    ]);
    expect(googleTagStartCommands(googleTagScriptUrl('AW-123456789'), NOW)).toEqual([
      { gtag: ['js', NOW] },
      { gtag: ['config', 'AW-123456789'] },
    ]);
  });

  it('are the gtm.js event for a Tag Manager container', () => {
    expect(googleTagStartCommands(googleTagScriptUrl('GTM-K9ABCD1'), NOW)).toEqual([
      { message: { 'gtm.start': NOW.getTime(), event: 'gtm.js' } },
    ]);
  });

  it('are nothing for an address that is not a Google tag’s', () => {
    expect(googleTagStartCommands('https://chat.example.test/widget.js', NOW)).toEqual([]);
  });
});

describe('what the policy adds', () => {
  it('nothing without a tag', () => {
    expect(googleTagCspOrigins(undefined)).toEqual({ scripts: [], endpoints: [] });
  });

  it('the script origin, and where each kind sends its hits', () => {
    const script = ['https://www.googletagmanager.com'];
    const analytics = [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    ];
    const ads = [
      'https://www.googleadservices.com',
      'https://googleads.g.doubleclick.net',
      'https://www.google.com',
    ];
    expect(googleTagCspOrigins('G-E2ETEST01')).toEqual({ scripts: script, endpoints: analytics });
    expect(googleTagCspOrigins('AW-123456789')).toEqual({ scripts: script, endpoints: ads });
    expect(googleTagCspOrigins('GTM-K9ABCD1')).toEqual({
      scripts: script,
      endpoints: [...analytics, ...ads],
    });
  });
});
