import { describe, expect, it } from 'vitest';
import type { StoryListEntry } from '../api/client';
import { isFolder, storyCount, storyTree } from './story-tree';

function entry(
  full_slug: string,
  is_folder = false,
  name = full_slug.split('/').at(-1) ?? '',
): StoryListEntry {
  return {
    id: full_slug.length,
    uuid: full_slug,
    name,
    slug: full_slug.split('/').at(-1) ?? '',
    full_slug,
    is_folder,
    component: is_folder ? null : 'page',
    published: true,
    unpublished_changes: false,
    updated_at: '2026-11-01T00:00:00.000Z',
  };
}

describe('the story tree', () => {
  it('puts regions first in their order, folders after pages, home first', () => {
    const tree = storyTree([
      entry('settings', true),
      entry('settings/redirects', false, 'Redirects'),
      entry('au', true),
      entry('au/home', false, 'Home'),
      entry('us', true),
      entry('us/pricing', false, 'Pricing'),
      entry('us/home', false, 'Home'),
      entry('us/blog', false, 'Blog'),
      entry('us/blog', true),
      entry('us/blog/post-a', false, 'Post A'),
      entry('gb', true),
    ]);
    expect(tree.map((node) => node.path)).toEqual(['us', 'gb', 'au', 'settings']);
    const us = tree[0]!;
    expect(us.story).toBeNull();
    expect(us.children.map((node) => node.name)).toEqual(['Home', 'Pricing', 'Blog']);
    const blog = us.children[2]!;
    expect(blog.story?.full_slug).toBe('us/blog');
    expect(blog.children.map((node) => node.name)).toEqual(['Post A']);
    expect(storyCount(us)).toBe(4);
  });

  it('makes the folders a story is in when the list does not name them', () => {
    const tree = storyTree([entry('gb/customers/acme', false, 'Acme')]);
    expect(tree[0]?.path).toBe('gb');
    expect(tree[0]?.children[0]?.path).toBe('gb/customers');
    expect(tree[0]?.children[0]?.children[0]?.story?.name).toBe('Acme');
  });

  it('shows an empty folder by its name, as a folder after the pages', () => {
    const tree = storyTree([
      entry('us', true),
      entry('us/night-shifts', true, 'Night shifts'),
      entry('us/pricing', false, 'Pricing'),
      entry('us/blog', true, 'blog'),
      entry('us/blog', false, 'Blog'),
      entry('us/blog/post-a', false, 'Post A'),
    ]);
    const us = tree[0]!;
    expect(us.children.map((node) => [node.name, isFolder(node)])).toEqual([
      ['Pricing', false],
      ['Blog', true],
      ['Night shifts', true],
    ]);
    const empty = us.children[2]!;
    expect(empty).toMatchObject({ path: 'us/night-shifts', story: null, children: [] });
    expect(empty.folder?.full_slug).toBe('us/night-shifts');
    expect(storyCount(empty)).toBe(0);
  });
});
