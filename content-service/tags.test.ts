import { describe, expect, it } from 'vitest';
import { countTags } from './tags';
import { makeStory } from './test-support';

describe('countTags', () => {
  const stories = [
    makeStory(1, 'gb/a', { tag_list: ['News', 'guides', 'guides'] }),
    makeStory(2, 'gb/b', { tag_list: ['guides', ''] }),
    makeStory(3, 'us/c', { tag_list: ['apple'] }),
  ];

  it('counts stories per tag (a tag twice on one story counts once), sorted by name', () => {
    expect(countTags(stories, undefined)).toEqual([
      { name: 'apple', taggings_count: 1 },
      { name: 'guides', taggings_count: 2 },
      { name: 'News', taggings_count: 1 },
    ]);
  });

  it('counts only the stories whose full_slug starts with starts_with', () => {
    expect(countTags(stories, 'us/')).toEqual([{ name: 'apple', taggings_count: 1 }]);
    expect(countTags(stories, 'nothing/')).toEqual([]);
  });
});
