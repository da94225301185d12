import { describe, expect, it } from 'vitest';
import { COMPONENTS } from './components';
import { componentIndex } from './fields';
import { LINK_ADDRESS_HINT, linkFieldProblem, readLink, richTextLinkShown, writeLink } from './links';
import { validateBlock } from './validate';

describe('link values', () => {
  it('reads multilinks to URLs and stories, and plain strings', () => {
    expect(
      readLink({ fieldtype: 'multilink', linktype: 'url', url: '/pricing', cached_url: '/pricing' }),
    ).toEqual({
      mode: 'url',
      url: '/pricing',
    });
    expect(readLink({ linktype: 'story', id: 'u-1', cached_url: 'us/pricing' })).toEqual({
      mode: 'story',
      fullSlug: 'us/pricing',
      uuid: 'u-1',
    });
    expect(readLink({ linktype: 'story', cached_url: 'x', story: { full_slug: 'gb/blog/a' } })).toMatchObject(
      {
        fullSlug: 'gb/blog/a',
      },
    );
    expect(readLink('us/blog/post')).toEqual({ mode: 'story', fullSlug: 'us/blog/post', uuid: null });
    expect(readLink('https://example.com')).toEqual({ mode: 'url', url: 'https://example.com' });
    expect(readLink(undefined)).toEqual({ mode: 'none' });
    expect(readLink({ linktype: 'url', url: '' })).toEqual({ mode: 'none' });
  });

  it('writes a multilink, keeping the other attributes, or a string where the field held one', () => {
    const previous = { fieldtype: 'multilink', linktype: 'url', url: '/a', cached_url: '/a', anchor: 'top' };
    expect(writeLink({ mode: 'story', fullSlug: 'us/pricing', uuid: 'u-2' }, previous)).toEqual({
      fieldtype: 'multilink',
      linktype: 'story',
      url: '',
      cached_url: 'us/pricing',
      id: 'u-2',
      anchor: 'top',
    });
    expect(
      writeLink({ mode: 'url', url: '/b' }, { linktype: 'story', id: 'u-2', cached_url: 'us/x' }),
    ).toEqual({
      fieldtype: 'multilink',
      linktype: 'url',
      url: '/b',
      cached_url: '/b',
    });
    expect(writeLink({ mode: 'story', fullSlug: 'us/blog/b', uuid: 'u-3' }, 'us/blog/a')).toBe('us/blog/b');
    expect(writeLink({ mode: 'none' }, previous)).toBeUndefined();
  });
});

describe('link addresses the site would drop', () => {
  const url = (address: string) => ({
    fieldtype: 'multilink',
    linktype: 'url',
    url: address,
    cached_url: address,
  });

  it('refuses what hrefOf turns into nothing, in a multilink or a plain string', () => {
    for (const address of ['javascript:alert(1)', 'data:text/html,x', 'www.example.com', '//evil.example']) {
      expect(linkFieldProblem(url(address)), address).toBe(LINK_ADDRESS_HINT);
      expect(linkFieldProblem(address), address).toBe(LINK_ADDRESS_HINT);
    }
    for (const address of [
      '/pricing',
      'https://example.com/a',
      'mailto:hi@example.com',
      'tel:+15550100',
      '#plans',
    ]) {
      expect(linkFieldProblem(url(address)), address).toBeNull();
    }
    expect(linkFieldProblem({ linktype: 'story', cached_url: 'us/pricing', id: 'u' })).toBeNull();
    expect(linkFieldProblem(undefined)).toBeNull();
  });

  it('is a field error before saving', () => {
    const errors = validateBlock(
      { component: 'button', _uid: 'b', label: 'Start', link: url('www.example.com') },
      componentIndex(COMPONENTS),
    );
    expect(errors).toContainEqual({
      uid: 'b',
      component: 'button',
      field: 'link',
      message: LINK_ADDRESS_HINT,
    });
  });

  it("takes the rich-text renderer's word on a link typed in rich text", () => {
    expect(richTextLinkShown('/pricing', 'us')).toBe(true);
    expect(richTextLinkShown('https://example.com', 'gb')).toBe(true);
    expect(richTextLinkShown('mailto:hi@example.com', 'us')).toBe(true);
    expect(richTextLinkShown('javascript:alert(1)', 'us')).toBe(false);
    expect(richTextLinkShown('www.example.com', 'us')).toBe(false);
    expect(richTextLinkShown('/\\evil.example', 'us')).toBe(false);
  });
});
