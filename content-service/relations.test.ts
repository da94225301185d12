import { describe, expect, it } from 'vitest';
import { versionView } from './present';
import { parseReadOptions, type ReadOptions } from './read-options';
import { INLINE_LIMIT, linkUuids, type Lookup, relationUuids, resolveReferences } from './relations';
import { makeStory, uuidFor } from './test-support';
import type { Story } from './types';

function options(values: Record<string, string>): ReadOptions {
  return parseReadOptions(new Map(Object.entries(values)));
}

function lookupIn(stories: readonly Story[], version: 'published' | 'draft' = 'published'): Lookup {
  const byUuid = new Map(stories.map((story) => [story.uuid, story]));
  return (uuid) => {
    const story = byUuid.get(uuid);
    return story && versionView(story, version);
  };
}

function hub(id: number, related: string[], extra: Record<string, unknown> = {}): Story {
  return makeStory(id, `gb/hub-${id}`, {
    content: {
      _uid: `hub-${id}`,
      component: 'page',
      body: [{ _uid: `grid-${id}`, component: 'story_grid', stories: related, ...extra }],
    },
  });
}

describe('relation and link discovery', () => {
  it('finds uuids only in the component.field pairs asked for', () => {
    const content = {
      component: 'page',
      author: uuidFor(1),
      body: [
        { component: 'story_grid', stories: [uuidFor(2), uuidFor(3)] },
        { component: 'other', stories: [uuidFor(4)] },
      ],
    };
    expect(relationUuids(content, new Set(['story_grid.stories']))).toEqual([uuidFor(2), uuidFor(3)]);
    expect(relationUuids(content, new Set(['page.author']))).toEqual([uuidFor(1)]);
  });

  it('finds multilink ids and rich-text link uuids with linktype story', () => {
    const content = {
      component: 'page',
      cta: { fieldtype: 'multilink', linktype: 'story', id: uuidFor(1), cached_url: 'gb/home' },
      url: { fieldtype: 'multilink', linktype: 'url', url: 'https://example.com' },
      text: {
        type: 'doc',
        content: [
          { type: 'text', marks: [{ type: 'link', attrs: { linktype: 'story', uuid: uuidFor(2) } }] },
        ],
      },
    };
    expect(linkUuids(content)).toEqual([uuidFor(1), uuidFor(2)]);
  });
});

describe('resolveReferences', () => {
  const targets = Array.from({ length: 60 }, (_, index) => makeStory(100 + index, `gb/target-${index}`));

  it('answers up to 50 related stories inline in rels, as copies without drafts', () => {
    const related = targets.slice(0, INLINE_LIMIT);
    const source = hub(
      1,
      related.map((story) => story.uuid),
    );
    const result = resolveReferences(
      [source],
      options({ resolve_relations: 'story_grid.stories' }),
      lookupIn(targets),
    );
    expect(result.rel_uuids).toBeUndefined();
    expect(result.rels.map((story) => story.uuid)).toEqual(related.map((story) => story.uuid));
    expect(result.rels[0]).not.toBe(targets[0]);
    expect(result.rels[0]).not.toHaveProperty('unpublished_content');
  });

  it('answers rel_uuids (and no rels) beyond 50', () => {
    const source = hub(
      1,
      targets.map((story) => story.uuid),
    );
    const result = resolveReferences(
      [source],
      options({ resolve_relations: 'story_grid.stories' }),
      lookupIn(targets),
    );
    expect(result.rels).toEqual([]);
    expect(result.rel_uuids).toHaveLength(60);
    expect(new Set(result.rel_uuids)).toEqual(new Set(targets.map((story) => story.uuid)));
  });

  it('counts distinct stories and leaves out ones the reader may not see', () => {
    const draft = makeStory(900, 'gb/draft', { published_at: null, first_published_at: null });
    const all = [...targets.slice(0, 2), draft];
    const uuids = [uuidFor(100), uuidFor(100), uuidFor(101), draft.uuid, uuidFor(999)];
    const published = resolveReferences(
      [hub(1, uuids)],
      options({ resolve_relations: 'story_grid.stories' }),
      lookupIn(all),
    );
    expect(published.rels.map((story) => story.id)).toEqual([100, 101]);
    const draftView = resolveReferences(
      [hub(1, uuids)],
      options({ resolve_relations: 'story_grid.stories', version: 'draft' }),
      lookupIn(all, 'draft'),
    );
    expect(draftView.rels.map((story) => story.id)).toEqual([100, 101, 900]);
  });

  it('resolves relations of relations at resolve_level 2', () => {
    const leaf = makeStory(3, 'gb/leaf');
    const middle = hub(2, [leaf.uuid]);
    const top = hub(1, [middle.uuid]);
    const all = [leaf, middle, top];
    const levelOne = resolveReferences(
      [top],
      options({ resolve_relations: 'story_grid.stories' }),
      lookupIn(all),
    );
    expect(levelOne.rels.map((story) => story.id)).toEqual([2]);
    const levelTwo = resolveReferences(
      [top],
      options({ resolve_relations: 'story_grid.stories', resolve_level: '2' }),
      lookupIn(all),
    );
    expect(levelTwo.rels.map((story) => story.id)).toEqual([2, 3]);
  });

  it('answers links as whole stories (story) or short entries (url, link), link_uuids beyond 50', () => {
    const link = (uuid: string) => ({ fieldtype: 'multilink', linktype: 'story', id: uuid });
    const source = hub(1, [], { links: targets.slice(0, 2).map((story) => link(story.uuid)) });
    const asStories = resolveReferences([source], options({ resolve_links: 'story' }), lookupIn(targets));
    expect(asStories.links).toEqual([
      expect.objectContaining({ uuid: uuidFor(100), content: expect.any(Object) }),
      expect.objectContaining({ uuid: uuidFor(101), content: expect.any(Object) }),
    ]);
    const asUrls = resolveReferences([source], options({ resolve_links: 'url' }), lookupIn(targets));
    expect(asUrls.links[0]).toEqual(
      expect.objectContaining({
        id: 100,
        uuid: uuidFor(100),
        full_slug: 'gb/target-0',
        url: 'gb/target-0',
        published: true,
      }),
    );
    const many = hub(1, [], { links: targets.map((story) => link(story.uuid)) });
    const overflow = resolveReferences([many], options({ resolve_links: 'url' }), lookupIn(targets));
    expect(overflow.links).toEqual([]);
    expect(overflow.link_uuids).toHaveLength(60);
    expect(resolveReferences([source], options({ resolve_links: '0' }), lookupIn(targets)).links).toEqual([]);
  });
});
