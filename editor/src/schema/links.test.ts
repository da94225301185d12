import { describe, expect, it } from 'vitest';
import { readLink, writeLink } from './links';

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
