import { describe, expect, it } from 'vitest';
import { hrefOf, pathForFullSlug } from './links';

describe('pathForFullSlug', () => {
  it.each([
    ['us/home', '/'],
    ['gb/home', '/gb'],
    ['us/blog/rota-tips', '/blog/rota-tips'],
    ['au/blog/rota-tips', '/au/blog/rota-tips'],
    ['gb/pricing', '/gb/pricing'],
  ])('%s is shown at %s', (slug, path) => {
    expect(pathForFullSlug(slug)).toBe(path);
  });
});

describe('hrefOf', () => {
  it('reads url, story and email links', () => {
    expect(hrefOf({ linktype: 'url', url: '/pricing' })).toBe('/pricing');
    expect(hrefOf({ linktype: 'url', url: '', cached_url: '/gb/pricing' })).toBe('/gb/pricing');
    expect(hrefOf({ linktype: 'story', story: { full_slug: 'au/customers/x' } })).toBe('/au/customers/x');
    expect(hrefOf({ linktype: 'email', email: 'sales@example.com' })).toBe('mailto:sales@example.com');
  });

  it("adds a Storyblok link's anchor as the fragment, unless the address has one", () => {
    expect(hrefOf({ linktype: 'url', url: '/pricing', anchor: 'plans' })).toBe('/pricing#plans');
    expect(hrefOf({ linktype: 'story', story: { full_slug: 'gb/pricing' }, anchor: 'plans' })).toBe(
      '/gb/pricing#plans',
    );
    expect(hrefOf({ linktype: 'url', url: '/newsletter#newsletter', anchor: 'x' })).toBe(
      '/newsletter#newsletter',
    );
    expect(hrefOf({ linktype: 'url', url: '', anchor: 'plans' })).toBe('');
  });

  it('refuses unsafe targets', () => {
    expect(hrefOf('javascript:alert(1)')).toBe('');
    expect(hrefOf({ linktype: 'url', url: '//evil.example.com' })).toBe('');
    expect(hrefOf(42)).toBe('');
  });
});
