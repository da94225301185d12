import { describe, expect, it } from 'vitest';
import { readSearchParams } from './params';
import { parseListing, selectStories } from './query';
import { parseReadOptions, STORIES_PARAMS, STORY_PARAMS } from './read-options';
import { makeStory, uuidFor } from './test-support';
import type { Story } from './types';

const stories: Story[] = [
  makeStory(1, 'gb/home', { name: 'Home', is_startpage: true, position: 2 }),
  makeStory(2, 'gb/blog', { name: 'Blog', is_startpage: true, position: 1 }),
  makeStory(3, 'gb/blog/rota-basics', {
    name: 'Rota basics',
    tag_list: ['rostering'],
    first_published_at: '2026-03-02T09:00:00.000Z',
    content: { _uid: 'a', component: 'blog_post', category: 'guides', date: '2026-03-02 09:00', reads: '9' },
  }),
  makeStory(4, 'gb/blog/payroll', {
    name: 'payroll made easy',
    tag_list: ['payroll', 'rostering'],
    first_published_at: '2026-03-10T09:00:00.000Z',
    content: { _uid: 'b', component: 'blog_post', category: 'news', date: '2026-03-10 09:00', reads: '10' },
  }),
  makeStory(5, 'us/blog/overtime', {
    name: 'Overtime',
    first_published_at: '2026-01-05T09:00:00.000Z',
    content: {
      _uid: 'c',
      component: 'blog_post',
      category: 'guides',
      date: '2026-01-05 09:00',
      reads: '100',
    },
  }),
];

function list(query: string): { slugs: string[]; total: number } {
  const listing = parseListing(readSearchParams(new URLSearchParams(query), STORIES_PARAMS));
  const result = selectStories(stories, listing);
  return { slugs: result.stories.map((story) => story.full_slug), total: result.total };
}

describe('query parameter reading', () => {
  it('rejects unknown and duplicate parameters with 422', () => {
    const read = (query: string) => readSearchParams(new URLSearchParams(query), STORIES_PARAMS);
    expect(() => read('token=x&colour=red')).toThrow(
      expect.objectContaining({ status: 422, message: 'Unknown query parameter: colour' }),
    );
    expect(() => read('page=1&page=2')).toThrow(/Duplicate query parameter: page/);
    expect(() => readSearchParams(new URLSearchParams('per_page=5'), STORY_PARAMS)).toThrow(
      /Unknown query parameter: per_page/,
    );
  });

  it('parses bracketed filter_query keys as storyblok-js-client writes them', () => {
    const { filters } = readSearchParams(
      new URLSearchParams('filter_query%5Bcomponent%5D%5Bin%5D=a%2Cb&filter_query[seo.title][like]=x*'),
      STORIES_PARAMS,
    );
    expect(filters).toEqual([
      { field: 'component', op: 'in', value: 'a,b' },
      { field: 'seo.title', op: 'like', value: 'x*' },
    ]);
    expect(() => readSearchParams(new URLSearchParams('filter_query[x]=1'), STORIES_PARAMS)).toThrow(
      /Malformed filter_query/,
    );
  });

  it('joins name[] arrays into comma lists', () => {
    const { values } = readSearchParams(new URLSearchParams('with_tag[]=a&with_tag[]=b'), STORIES_PARAMS);
    expect(values.get('with_tag')).toBe('a,b');
  });

  it('reads version, relations and links options', () => {
    const options = parseReadOptions(
      new Map([
        ['version', 'draft'],
        ['resolve_relations', 'page.related,blog_post.author'],
        ['resolve_links', '1'],
        ['resolve_level', '2'],
      ]),
    );
    expect(options).toMatchObject({
      version: 'draft',
      relations: ['page.related', 'blog_post.author'],
      links: 'story',
      resolveLevel: 2,
    });
    expect(() => parseReadOptions(new Map([['version', 'latest']]))).toThrow(/Invalid version/);
    expect(() => parseReadOptions(new Map([['resolve_links', 'all']]))).toThrow(/Invalid resolve_links/);
    expect(() => parseReadOptions(new Map([['resolve_relations', 'related']]))).toThrow(/component\.field/);
  });
});

describe('stories listing', () => {
  it('orders by full_slug by default', () => {
    expect(list('').slugs).toEqual([
      'gb/blog',
      'gb/blog/payroll',
      'gb/blog/rota-basics',
      'gb/home',
      'us/blog/overtime',
    ]);
  });

  it('filters by starts_with, is_startpage, with_tag, excluding_ids and content_type', () => {
    expect(list('starts_with=gb/blog/').slugs).toEqual(['gb/blog/payroll', 'gb/blog/rota-basics']);
    expect(list('is_startpage=true').slugs).toEqual(['gb/blog', 'gb/home']);
    expect(list('is_startpage=0').total).toBe(3);
    expect(list('with_tag=payroll,nothing').slugs).toEqual(['gb/blog/payroll']);
    expect(list('excluding_ids=1,2,3').slugs).toEqual(['gb/blog/payroll', 'us/blog/overtime']);
    expect(list('content_type=page').slugs).toEqual(['gb/blog', 'gb/home']);
    expect(() => list('is_startpage=yes')).toThrow(/Invalid is_startpage/);
    expect(() => list('excluding_ids=x')).toThrow(/not an id/);
  });

  it('matches by_slugs and excluding_slugs with * wildcards', () => {
    expect(list('by_slugs=*/blog/*').slugs).toEqual([
      'gb/blog/payroll',
      'gb/blog/rota-basics',
      'us/blog/overtime',
    ]);
    expect(list('by_slugs=gb/home,us/blog/overtime').total).toBe(2);
    expect(list('excluding_slugs=gb/blog/*,gb/home').slugs).toEqual(['gb/blog', 'us/blog/overtime']);
  });

  it('answers by_uuids in the order given', () => {
    expect(list(`by_uuids=${uuidFor(5)},${uuidFor(1)},${uuidFor(3)}`).slugs).toEqual([
      'us/blog/overtime',
      'gb/home',
      'gb/blog/rota-basics',
    ]);
    expect(list(`by_uuids_ordered=${uuidFor(4)},${uuidFor(2)}`).slugs).toEqual([
      'gb/blog/payroll',
      'gb/blog',
    ]);
  });

  it('sorts by story attributes and content fields', () => {
    expect(list('starts_with=gb/blog/&sort_by=first_published_at:desc').slugs).toEqual([
      'gb/blog/payroll',
      'gb/blog/rota-basics',
    ]);
    // localeCompare, not code points: "payroll…" sorts between "Overtime" and "Rota…".
    expect(list('sort_by=name:asc').slugs).toEqual([
      'gb/blog',
      'gb/home',
      'us/blog/overtime',
      'gb/blog/payroll',
      'gb/blog/rota-basics',
    ]);
    expect(list('sort_by=position:asc&is_startpage=1').slugs).toEqual(['gb/blog', 'gb/home']);
    // Strings compare as strings ("10" < "100" < "9"); the :int hint makes them numbers.
    expect(list('content_type=blog_post&sort_by=content.reads:asc').slugs).toEqual([
      'gb/blog/payroll',
      'us/blog/overtime',
      'gb/blog/rota-basics',
    ]);
    expect(list('content_type=blog_post&sort_by=content.reads:desc:int').slugs).toEqual([
      'us/blog/overtime',
      'gb/blog/payroll',
      'gb/blog/rota-basics',
    ]);
    // stories without the field sort last either way
    expect(list('sort_by=content.date:desc').slugs.slice(0, 3)).toEqual([
      'gb/blog/payroll',
      'gb/blog/rota-basics',
      'us/blog/overtime',
    ]);
    expect(() => list('sort_by=colour:asc')).toThrow(/Invalid sort_by/);
    expect(() => list('sort_by=name:up')).toThrow(/direction/);
  });

  it('applies filter_query clauses together', () => {
    expect(list('filter_query[component][in]=blog_post&filter_query[category][is]=guides').slugs).toEqual([
      'gb/blog/rota-basics',
      'us/blog/overtime',
    ]);
    expect(list('filter_query[date][gt_date]=2026-03-01 00:00').slugs).toEqual([
      'gb/blog/payroll',
      'gb/blog/rota-basics',
    ]);
    expect(() => list('filter_query[date][after]=x')).toThrow(/Unknown filter_query operator/);
  });

  it('pages with per_page and page, clamping per_page to 100', () => {
    expect(list('per_page=2')).toEqual({ slugs: ['gb/blog', 'gb/blog/payroll'], total: 5 });
    expect(list('per_page=2&page=3')).toEqual({ slugs: ['us/blog/overtime'], total: 5 });
    expect(list('per_page=2&page=4')).toEqual({ slugs: [], total: 5 });
    const listing = parseListing(readSearchParams(new URLSearchParams('per_page=500'), STORIES_PARAMS));
    expect(listing.perPage).toBe(100);
    expect(() => list('per_page=0')).toThrow(expect.objectContaining({ status: 422 }));
    expect(() => list('per_page=ten')).toThrow(/Invalid per_page/);
    expect(() => list('page=-1')).toThrow(/Invalid page/);
  });

  it('searches names and content with search_term, and filters by folder level', () => {
    expect(list('search_term=PAYROLL').slugs).toEqual(['gb/blog/payroll']);
    expect(list('search_term=news').slugs).toEqual(['gb/blog/payroll']);
    expect(list('level=2').slugs).toEqual(['gb/blog', 'gb/home']);
  });
});
