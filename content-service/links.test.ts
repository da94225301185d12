import { describe, expect, it } from 'vitest';
import { derivedId } from './derived-ids';
import { allLinks, deriveFolders, type LinksQuery, parseLinksQuery, selectLinks } from './links';
import { versionView } from './present';
import { defined, makeStory } from './test-support';

const query = (overrides: Partial<LinksQuery> = {}): LinksQuery => ({
  startsWith: undefined,
  withParent: undefined,
  includeDates: false,
  paging: { page: 1, perPage: 1000 },
  ...overrides,
});

describe('deriveFolders', () => {
  it('derives every folder on the way to each story, with ids and uuids from the path', () => {
    const folders = deriveFolders([
      makeStory(1, 'gb/training/lessons/templates'),
      makeStory(2, 'us/home'),
      makeStory(3, 'top-level'),
    ]);
    expect([...folders.keys()]).toEqual(['gb', 'gb/training', 'gb/training/lessons', 'us']);
    const lessons = defined(folders.get('gb/training/lessons'));
    expect(lessons.id).toBe(derivedId('folder:gb/training/lessons'));
    // Another set of stories under the same folder gives the folder the same id and uuid.
    const again = defined(
      deriveFolders([makeStory(9, 'gb/training/lessons/other')]).get('gb/training/lessons'),
    );
    expect({ id: again.id, uuid: again.uuid }).toEqual({ id: lessons.id, uuid: lessons.uuid });
  });

  it('moves a folder id off a story that has it', () => {
    const taken = derivedId('folder:gb');
    const folders = deriveFolders([makeStory(taken, 'gb/home')]);
    expect(folders.get('gb')?.id).toBe(taken + 1);
  });

  it('spans the folder from its earliest created_at to its latest updated_at', () => {
    const folders = deriveFolders([
      makeStory(1, 'gb/a', {
        created_at: '2025-03-01T00:00:00.000Z',
        updated_at: '2025-04-01T00:00:00.000Z',
      }),
      makeStory(2, 'gb/b', {
        created_at: '2025-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      }),
    ]);
    expect(folders.get('gb')).toMatchObject({
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    });
  });
});

describe('allLinks and selectLinks', () => {
  const stored = [
    makeStory(1, 'gb/blog', { is_startpage: true }),
    makeStory(2, 'gb/blog/post'),
    makeStory(3, 'gb/blog/draft', { published_at: null }),
  ];
  const visible = (version: 'published' | 'draft') =>
    stored.map((story) => versionView(story, version)).filter((story) => story !== undefined);

  it('lists folders first at a shared slug, and only the visible stories', () => {
    const links = allLinks(stored, visible('published'), false);
    expect(links.map((link) => [link.slug, link.is_folder])).toEqual([
      ['gb', true],
      ['gb/blog', true],
      ['gb/blog', false],
      ['gb/blog/post', false],
    ]);
    expect(allLinks(stored, visible('draft'), false).map((link) => link.slug)).toContain('gb/blog/draft');
  });

  it('filters by slug prefix and by parent folder, then pages', () => {
    const links = allLinks(stored, visible('draft'), false);
    const blog = defined(links.find((link) => link.slug === 'gb/blog' && link.is_folder));
    expect(selectLinks(links, query({ withParent: blog.id })).links.map((link) => link.id)).toEqual([3, 2]);
    expect(selectLinks(links, query({ withParent: 0 })).links.map((link) => link.slug)).toEqual(['gb']);
    expect(selectLinks(links, query({ startsWith: 'gb/blog/' })).total).toBe(2);
    const paged = selectLinks(links, query({ paging: { page: 2, perPage: 2 } }));
    expect(paged).toMatchObject({ total: 5 });
    expect(paged.links.map((link) => link.slug)).toEqual(['gb/blog', 'gb/blog/draft']);
  });
});

describe('parseLinksQuery', () => {
  it('reads the parameters and refuses malformed ones', () => {
    const parsed = parseLinksQuery(
      new Map([
        ['starts_with', 'gb/'],
        ['with_parent', '0'],
        ['include_dates', '1'],
        ['paginated', '1'],
        ['per_page', '2000'],
      ]),
    );
    expect(parsed).toEqual({
      startsWith: 'gb/',
      withParent: 0,
      includeDates: true,
      paging: { page: 1, perPage: 1000 },
    });
    expect(() => parseLinksQuery(new Map([['with_parent', '-1']]))).toThrow(/with_parent/);
    expect(() => parseLinksQuery(new Map([['paginated', 'yes']]))).toThrow(/paginated/);
    expect(() => parseLinksQuery(new Map([['include_dates', '2']]))).toThrow(/include_dates/);
  });
});
