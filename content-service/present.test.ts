import { describe, expect, it } from 'vitest';
import { presentStory, versionView } from './present';
import { parseReadOptions } from './read-options';
import { defined, makeStory } from './test-support';

const options = (values: Record<string, string> = {}) => parseReadOptions(new Map(Object.entries(values)));

describe('version views', () => {
  const draftOnly = makeStory(1, 'gb/draft', { published_at: null, first_published_at: null });
  const edited = makeStory(2, 'gb/edited', {
    content: { _uid: 'p', component: 'page', title: 'live' },
    unpublished_content: { _uid: 'p', component: 'page', title: 'draft' },
  });

  it('hides never-published stories from published readers', () => {
    expect(versionView(draftOnly, 'published')).toBeUndefined();
    expect(versionView(draftOnly, 'draft')?.id).toBe(1);
  });

  it('shows unpublished_content to draft readers, and never the field itself', () => {
    const published = versionView(edited, 'published');
    const draft = versionView(edited, 'draft');
    expect(published?.content.title).toBe('live');
    expect(draft?.content.title).toBe('draft');
    expect(published).not.toHaveProperty('unpublished_content');
    expect(draft).not.toHaveProperty('unpublished_content');
    expect(edited.unpublished_content?.title).toBe('draft');
  });
});

describe('presentStory', () => {
  const story = makeStory(3, 'gb/page', {
    content: {
      _uid: 'root',
      component: 'page',
      title: 'Hello',
      title__i18n__de: 'Hallo',
      secret: 'x',
      body: [{ _uid: 'b', component: 'hero', secret: 'y', headline: 'Hi' }],
    },
  });

  it('answers a deep copy', () => {
    const copy = presentStory(story, options());
    expect(copy).toEqual(expect.objectContaining({ id: 3, full_slug: 'gb/page', alternates: [] }));
    expect(copy.content).not.toBe(story.content);
    defined((copy.content.body as { headline: string }[])[0]).headline = 'changed';
    expect(defined((story.content.body as { headline: string }[])[0]).headline).toBe('Hi');
  });

  it('removes excluding_fields from every block and excluding_story_fields from the story', () => {
    const copy = presentStory(
      story,
      options({ excluding_fields: 'secret,component', excluding_story_fields: 'tag_list' }),
    );
    expect(copy.content).not.toHaveProperty('secret');
    expect((copy.content.body as object[])[0]).not.toHaveProperty('secret');
    expect(copy.content.component).toBe('page');
    expect(copy).not.toHaveProperty('tag_list');
  });

  it('applies field-level translations for language and drops the translation keys', () => {
    expect(presentStory(story, options({ language: 'de' })).content.title).toBe('Hallo');
    expect(presentStory(story, options({ language: 'fr' })).content.title).toBe('Hello');
    expect(presentStory(story, options({ language: 'fr', fallback_lang: 'de' })).content.title).toBe('Hallo');
    expect(presentStory(story, options()).content).not.toHaveProperty('title__i18n__de');
  });
});
