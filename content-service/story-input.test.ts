import { describe, expect, it } from 'vitest';
import { parseCreate, parseUpdate, targetFullSlug, withUids } from './story-input';

describe('write bodies', () => {
  it('builds the full_slug from slug and parent_slug, or takes it as given', () => {
    const content = { component: 'page' };
    expect(parseCreate({ story: { full_slug: 'gb/blog/a', content } }).story.full_slug).toBe('gb/blog/a');
    expect(parseCreate({ story: { slug: 'a', parent_slug: 'gb/blog', content } }).story.full_slug).toBe(
      'gb/blog/a',
    );
    expect(parseCreate({ story: { slug: 'a', content }, parent_slug: 'us' }).story.full_slug).toBe('us/a');
    expect(parseCreate({ story: { slug: 'top', content } }).story.full_slug).toBe('top');
    expect(parseCreate({ story: { content } }).story.full_slug).toBeUndefined();
    const folders = (id: number) => ({ 7: 'gb/blog' })[id] ?? '';
    expect(parseCreate({ story: { slug: 'a', parent_id: 7, content } }, folders).story.full_slug).toBe(
      'gb/blog/a',
    );
    expect(parseCreate({ story: { slug: 'a', parent_id: 0, content } }, folders).story.full_slug).toBe('a');
    expect(() => parseCreate({ story: { slug: 'a', parent_id: 9, content } })).toThrow(/not a folder/);
    expect(() =>
      parseCreate({ story: { slug: 'a', parent_id: 7, parent_slug: 'us', content } }, folders),
    ).toThrow(/not parent_slug/);
  });

  it('moves relative to the current place when updating', () => {
    expect(targetFullSlug({ slug: 'renamed' }, 'gb/blog/a')).toBe('gb/blog/renamed');
    expect(targetFullSlug({ parent_slug: 'us/blog' }, 'gb/blog/a')).toBe('us/blog/a');
    expect(targetFullSlug({ parent_slug: '' }, 'gb/blog/a')).toBe('a');
    expect(targetFullSlug({ name: 'x' }, 'gb/blog/a')).toBe('gb/blog/a');
    expect(() => targetFullSlug({ full_slug: 'gb/a', slug: 'b' })).toThrow(/does not match/);
  });

  it('rejects invalid bodies with 422 and ignores read-only attributes', () => {
    const invalid = (body: unknown) => () => parseCreate(body);
    expect(invalid('x')).toThrow(expect.objectContaining({ status: 422 }));
    expect(invalid({ story: { full_slug: 'gb/a', content: { title: 'x' } } })).toThrow(/content\.component/);
    expect(invalid({ story: { full_slug: 'gb/../a', content: { component: 'p' } } })).toThrow(/full_slug/);
    expect(invalid({ story: { full_slug: 'GB/a', content: { component: 'p' } } })).toThrow(/full_slug/);
    expect(invalid({ story: { full_slug: 'gb/a/', content: { component: 'p' } } })).toThrow(/empty segments/);
    expect(invalid({ story: {}, publish: 'yes' })).toThrow(/publish/);
    const echoed = parseUpdate({ story: { id: 1, uuid: 'u', created_at: 'x', name: 'N' }, publish: 1 });
    expect(echoed).toEqual({ story: { name: 'N' }, publish: true });
  });

  it('gives every block a _uid without touching the input', () => {
    const input = { component: 'page', body: [{ component: 'hero' }, { _uid: 'kept', component: 'faq' }] };
    const output = withUids(input);
    expect(output._uid).toEqual(expect.any(String));
    expect(output.body).toEqual([
      { component: 'hero', _uid: expect.any(String) },
      { _uid: 'kept', component: 'faq' },
    ]);
    expect(input).not.toHaveProperty('_uid');
  });
});
