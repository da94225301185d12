import { describe, expect, it } from 'vitest';
import { STORY_COMPONENTS } from '../content/story-content.schema';
import { PAGE_TYPE_COMPONENTS, STORY_TARGETS } from './page-types';

describe('the page types', () => {
  it('show every story component the content door accepts, each once', () => {
    expect(STORY_COMPONENTS).toHaveLength(9);
    expect(PAGE_TYPE_COMPONENTS.toSorted()).toEqual(STORY_COMPONENTS.toSorted());
  });

  it("give each single-story route its story's slug in the region folder and the types it may show", () => {
    expect(STORY_TARGETS.home?.slug({})).toBe('home');
    expect(STORY_TARGETS['blog-post']?.slug({ slug: 'rota-tips' })).toBe('blog/rota-tips');
    expect(STORY_TARGETS['customer-story']?.slug({ customer: 'quayside' })).toBe('customers/quayside');
    expect(STORY_TARGETS['content-page']?.components).toEqual(['page']);
    expect(STORY_TARGETS.glossary).toBeUndefined();
  });
});
