import { describe, expect, it } from 'vitest';
import { resolveLink, sanitiseAnchorId } from './links';

const us = { region: 'us' as const };
const gb = { region: 'gb' as const };

describe('resolveLink: story links', () => {
  it('turns a story full slug into its site path', () => {
    const story = { linktype: 'story', story: { full_slug: 'gb/blog/rota-tips' } };
    expect(resolveLink(story, us)).toEqual({ href: '/gb/blog/rota-tips' });
    expect(resolveLink({ linktype: 'story', cached_url: 'us/blog/x' }, gb)).toEqual({ href: '/blog/x' });
    expect(resolveLink({ linktype: 'story', href: '/au/home' }, us)).toEqual({ href: '/au' });
  });

  it('keeps a region-relative link in the region being visited', () => {
    const link = { linktype: 'story', href: '/pricing' };
    expect(resolveLink(link, us)).toEqual({ href: '/pricing' });
    expect(resolveLink(link, gb)).toEqual({ href: '/gb/pricing' });
    expect(resolveLink({ linktype: 'story', cached_url: 'blog/x' }, { region: 'au' })).toEqual({
      href: '/au/blog/x',
    });
  });

  it('keeps the anchor as a fragment, sanitised', () => {
    expect(resolveLink({ linktype: 'story', href: '/pricing', anchor: 'plans"x' }, gb)).toEqual({
      href: '/gb/pricing#plansx',
    });
    expect(resolveLink({ linktype: 'story', href: '/pricing#faq' }, us)).toEqual({ href: '/pricing#faq' });
  });

  it('never lets a story slug become a protocol-relative address', () => {
    expect(resolveLink({ linktype: 'story', href: 'us//evil.example' }, us)).toEqual({
      href: '/evil.example',
    });
    expect(resolveLink({ linktype: 'story', href: '\\evil.example' }, us)).toHaveProperty('problem');
    expect(resolveLink({ linktype: 'story', href: '//evil.example/x' }, us)).toHaveProperty('problem');
  });
});

describe('resolveLink: url and email links', () => {
  it('marks an absolute link to another host as external, opening a tab only when asked', () => {
    expect(resolveLink({ linktype: 'url', href: 'https://example.com/a' }, us)).toEqual({
      href: 'https://example.com/a',
      rel: 'noopener noreferrer',
    });
    expect(resolveLink({ linktype: 'url', href: 'https://example.com/a', target: '_blank' }, us)).toEqual({
      href: 'https://example.com/a',
      rel: 'noopener noreferrer',
      target: '_blank',
    });
  });

  it('treats an absolute link to the site itself as internal', () => {
    const context = { region: 'us' as const, siteHost: 'www.shiftlane.example' };
    expect(resolveLink({ href: 'https://www.shiftlane.example/gb/pricing?x=1#plans' }, context)).toEqual({
      href: '/gb/pricing?x=1#plans',
    });
  });

  it('keeps site paths as written and adds rel=noopener to a new tab', () => {
    expect(resolveLink({ linktype: 'url', href: '/gb/scheduling' }, us)).toEqual({ href: '/gb/scheduling' });
    expect(resolveLink({ linktype: 'url', href: '/x', target: '_blank' }, us)).toEqual({
      href: '/x',
      rel: 'noopener',
      target: '_blank',
    });
    expect(resolveLink({ linktype: 'url', href: '#top' }, us)).toEqual({ href: '#top' });
  });

  it('builds mailto: links from email links', () => {
    expect(resolveLink({ linktype: 'email', href: 'sales@shiftlane.example' }, us)).toEqual({
      href: 'mailto:sales@shiftlane.example',
    });
    expect(resolveLink({ linktype: 'email', email: 'mailto:a@b.example' }, us)).toEqual({
      href: 'mailto:a@b.example',
    });
    expect(resolveLink({ linktype: 'email', href: 'not an address' }, us)).toHaveProperty('problem');
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/\\evil.example',
  ])('refuses the unsafe address %j', (href) => {
    for (const linktype of ['url', 'story', 'asset']) {
      const link = resolveLink({ linktype, href }, us);
      expect(link).toEqual({ problem: expect.stringContaining('uses an unsafe address; shown as text') });
    }
  });

  it('refuses other schemes and bare words', () => {
    expect(resolveLink({ href: 'ftp://example.com' }, us)).toHaveProperty('problem');
    expect(resolveLink({ href: 'www.example.com' }, us)).toHaveProperty('problem');
  });
});

describe('sanitiseAnchorId', () => {
  it('keeps letters, digits, underscore and hyphen only', () => {
    expect(sanitiseAnchorId('Plans & "prices"_2-b')).toBe('Plansprices_2-b');
    expect(sanitiseAnchorId(undefined)).toBe('');
  });
});
