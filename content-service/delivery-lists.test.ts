// Links, tags, datasources and datasource entries over HTTP, in the CDN's shapes, and driven by
// storyblok-js-client itself (get and getAll), as a tool written for the hosted CDN would call them.
import StoryblokClient from 'storyblok-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LinkEntry } from './links';
import { type RunningContentService, startContentService } from './server';
import {
  defined,
  makeStory,
  PREVIEW_TOKEN,
  PUBLIC_TOKEN,
  removeDir,
  serviceOptions,
  uuidFor,
  writeContentDir,
  writeDatasources,
} from './test-support';
import type { Story } from './types';

const TERMS = 30;
const SIZES = 30;

const stories: Story[] = [
  makeStory(1, 'gb/home', { is_startpage: true, tag_list: ['home'] }),
  makeStory(2, 'gb/blog', { is_startpage: true }),
  makeStory(3, 'gb/blog/rota', { tag_list: ['guides', 'rostering', 'guides'], position: 2 }),
  makeStory(4, 'gb/blog/payroll', { tag_list: ['news'], name: 'Payroll' }),
  makeStory(5, 'gb/blog/overtime', { tag_list: ['guides'] }),
  makeStory(6, 'gb/drafts/secret', { published_at: null, first_published_at: null, tag_list: ['secret'] }),
  makeStory(7, 'us/pricing', { path: 'pricing-us', tag_list: ['home'] }),
  makeStory(8, 'gb/edited', {
    content: { _uid: 'e', component: 'page', title: 'live' },
    unpublished_content: { _uid: 'e', component: 'page', title: 'draft' },
  }),
  makeStory(9, 'settings/redirects'),
  ...Array.from({ length: TERMS }, (_, index) =>
    makeStory(100 + index, `us/glossary/term-${String(index).padStart(2, '0')}`, {
      tag_list: ['glossary'],
    }),
  ),
];

/** Every folder the stories above pass through. */
const FOLDERS = ['gb', 'gb/blog', 'gb/drafts', 'settings', 'us', 'us/glossary'];
const PUBLISHED = stories.filter((story) => story.published_at !== null);

const colours = {
  name: 'Colours',
  slug: 'colours',
  dimensions: [
    { name: 'German', entry_value: 'de' },
    { name: 'French', entry_value: 'fr' },
  ],
  entries: [
    { name: 'red', value: 'Red', dimension_values: { de: 'Rot', fr: 'Rouge' } },
    { name: 'green', value: 'Green', dimension_values: { de: 'Grün' } },
    { name: 'blue', value: 'Blue' },
  ],
};
const sizes = {
  id: 77,
  name: 'Sizes',
  slug: 'sizes',
  entries: Array.from({ length: SIZES }, (_, index) => ({
    name: `s-${String(index).padStart(2, '0')}`,
    value: String(index),
  })),
};

let dir: string | undefined;
let service: RunningContentService;

function client(accessToken: string, extra: Record<string, unknown> = {}): StoryblokClient {
  return new StoryblokClient({ accessToken, endpoint: `${service.url}/v2`, rateLimit: 1000, ...extra });
}

async function get(
  path: string,
  query = '',
  token: string | null = PUBLIC_TOKEN,
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const params = new URLSearchParams(query);
  if (token !== null) params.set('token', token);
  const response = await fetch(`${service.url}/v2/${path}?${params}`);
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

async function links(
  query = '',
): Promise<{ links: LinkEntry[]; total: string | null; perPage: string | null }> {
  const response = await get('cdn/links', query);
  expect(response.status).toBe(200);
  const keyed = response.body.links as Record<string, LinkEntry>;
  for (const [key, link] of Object.entries(keyed)) expect(key).toBe(link.uuid);
  return {
    links: Object.values(keyed),
    total: response.headers.get('total'),
    perPage: response.headers.get('per-page'),
  };
}

beforeAll(async () => {
  dir = await writeContentDir(stories);
  await writeDatasources(dir, [colours, sizes]);
  service = await startContentService(serviceOptions(dir));
});

afterAll(async () => {
  await service.close();
  await removeDir(dir);
});

describe('cdn/links', () => {
  it('answers an object keyed by uuid with every folder and published story, in slug order', async () => {
    const all = await links('per_page=1000');
    expect(all.total).toBe(String(FOLDERS.length + PUBLISHED.length));
    expect(all.perPage).toBe('1000');
    const slugs = all.links.map((link) => link.slug);
    expect(slugs).toEqual([...slugs].sort());
    expect(all.links.filter((link) => link.is_folder).map((link) => link.slug)).toEqual(FOLDERS);

    const bySlug = (slug: string, folder: boolean) =>
      defined(
        all.links.find((link) => link.slug === slug && link.is_folder === folder),
        slug,
      );
    const gb = bySlug('gb', true);
    const blogFolder = bySlug('gb/blog', true);
    expect(gb).toEqual({
      id: expect.any(Number),
      uuid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      slug: 'gb',
      path: null,
      parent_id: null,
      name: 'gb',
      is_folder: true,
      published: false,
      is_startpage: false,
      position: 0,
      real_path: '/gb',
    });
    expect(blogFolder).toMatchObject({ parent_id: gb.id, name: 'blog', real_path: '/gb/blog' });
    expect(bySlug('gb/blog/payroll', false)).toEqual({
      id: 4,
      uuid: uuidFor(4),
      slug: 'gb/blog/payroll',
      path: null,
      parent_id: blogFolder.id,
      name: 'Payroll',
      is_folder: false,
      published: true,
      is_startpage: false,
      position: 0,
      real_path: '/gb/blog/payroll',
    });
    // The landing page at a folder's slug is listed as itself, beside the folder, in the parent folder.
    expect(bySlug('gb/blog', false)).toMatchObject({ id: 2, is_startpage: true, parent_id: gb.id });
    expect(bySlug('gb/blog/rota', false).position).toBe(2);
    expect(bySlug('us/pricing', false)).toMatchObject({ path: 'pricing-us', real_path: '/pricing-us' });
  });

  it('keeps folder ids and uuids from one start to the next', async () => {
    const first = (await links('per_page=1000')).links.filter((link) => link.is_folder);
    const again = await startContentService(serviceOptions(defined(dir)));
    try {
      const response = await fetch(`${again.url}/v2/cdn/links?token=${PUBLIC_TOKEN}&per_page=1000`);
      const body = (await response.json()) as { links: Record<string, LinkEntry> };
      const second = Object.values(body.links).filter((link) => link.is_folder);
      expect(second).toEqual(first);
      expect(new Set(first.map((link) => link.id)).size).toBe(FOLDERS.length);
    } finally {
      await again.close();
    }
  });

  it('pages by 25 by default, up to 1000, with total and per-page headers', async () => {
    const first = await links();
    expect(first.links).toHaveLength(25);
    expect(first.perPage).toBe('25');
    expect((await links('per_page=5000')).perPage).toBe('1000');
    const pageOne = await links('per_page=10&page=1');
    const pageTwo = await links('per_page=10&page=2');
    expect(pageTwo.links).toHaveLength(10);
    expect(pageTwo.links.map((link) => link.uuid)).not.toContain(pageOne.links[0]?.uuid);
    expect((await links('per_page=10&page=99')).links).toEqual([]);
    // Taken from clients written for spaces that page links only on request; it changes nothing.
    expect((await links('paginated=1&per_page=10')).links).toEqual(pageOne.links);
  });

  it('leaves out never-published stories for published readers, and lists them for draft readers', async () => {
    const published = await links('per_page=1000');
    expect(published.links.map((link) => link.id)).not.toContain(6);
    // The folder exists whatever its stories' state, as on the CDN.
    expect(published.links.some((link) => link.slug === 'gb/drafts' && link.is_folder)).toBe(true);

    const preview = await get('cdn/links', 'version=draft&per_page=1000', PREVIEW_TOKEN);
    const draftLinks = Object.values(preview.body.links as Record<string, LinkEntry>);
    expect(draftLinks.find((link) => link.id === 6)).toMatchObject({
      slug: 'gb/drafts/secret',
      published: false,
    });
    expect(preview.headers.get('total')).toBe(String(FOLDERS.length + stories.length));

    // The preview token reads published links unless it asks for drafts.
    const previewPublished = await get('cdn/links', 'per_page=1000', PREVIEW_TOKEN);
    expect(
      Object.values(previewPublished.body.links as object).map((link: LinkEntry) => link.id),
    ).not.toContain(6);
  });

  it('refuses drafts to the public token and any request without a valid token', async () => {
    expect(await get('cdn/links', 'version=draft')).toMatchObject({
      status: 401,
      body: {
        error: 'Unauthorized: the public token reads published content only; use a preview token for drafts',
      },
    });
    expect((await get('cdn/links', '', null)).status).toBe(401);
    expect((await get('cdn/links', '', 'wrong')).status).toBe(401);
  });

  it('filters by starts_with and with_parent', async () => {
    const posts = await links('starts_with=gb/blog/');
    expect(posts.links.map((link) => link.slug)).toEqual([
      'gb/blog/overtime',
      'gb/blog/payroll',
      'gb/blog/rota',
    ]);
    expect(posts.total).toBe('3');

    const all = (await links('per_page=1000')).links;
    const blogFolder = defined(all.find((link) => link.slug === 'gb/blog' && link.is_folder));
    const inFolder = await links(`with_parent=${blogFolder.id}`);
    expect(inFolder.links.map((link) => link.slug)).toEqual(posts.links.map((link) => link.slug));
    const top = await links('with_parent=0');
    expect(top.links.map((link) => link.slug)).toEqual(['gb', 'settings', 'us']);
    expect((await links('with_parent=12345')).links).toEqual([]);
  });

  it('adds published_at, created_at and updated_at with include_dates=1', async () => {
    const dated = await links('include_dates=1&starts_with=gb/blog');
    const post = defined(dated.links.find((link) => link.id === 4));
    expect(post).toMatchObject({
      published_at: '2026-02-01T00:00:00.000Z',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-02-01T00:00:00.000Z',
    });
    const folder = defined(dated.links.find((link) => link.slug === 'gb/blog' && link.is_folder));
    expect(folder).toMatchObject({ published_at: null, created_at: '2026-01-01T00:00:00.000Z' });
    expect((await links('include_dates=0&starts_with=gb/blog')).links[0]).not.toHaveProperty('created_at');
  });

  it('answers one link by uuid, under the same version rules', async () => {
    expect(await get(`cdn/links/${uuidFor(4)}`)).toMatchObject({
      status: 200,
      body: { link: { id: 4, slug: 'gb/blog/payroll' }, cv: expect.any(Number) },
    });
    expect((await get(`cdn/links/${uuidFor(6)}`)).status).toBe(404);
    expect((await get(`cdn/links/${uuidFor(6)}`, 'version=draft', PREVIEW_TOKEN)).status).toBe(200);
    expect((await get('cdn/links/not-a-link')).status).toBe(404);
  });
});

describe('cdn/tags', () => {
  it('counts each tag once per visible story, sorted by name, with no paging headers', async () => {
    const response = await get('cdn/tags');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      tags: [
        { name: 'glossary', taggings_count: TERMS },
        { name: 'guides', taggings_count: 2 },
        { name: 'home', taggings_count: 2 },
        { name: 'news', taggings_count: 1 },
        { name: 'rostering', taggings_count: 1 },
      ],
      cv: expect.any(Number),
    });
    expect(response.headers.get('total')).toBeNull();
  });

  it('counts only the stories under starts_with, and drafts only for draft readers', async () => {
    expect((await get('cdn/tags', 'starts_with=gb/blog/')).body.tags).toEqual([
      { name: 'guides', taggings_count: 2 },
      { name: 'news', taggings_count: 1 },
      { name: 'rostering', taggings_count: 1 },
    ]);
    expect((await get('cdn/tags', 'starts_with=gb/d', PREVIEW_TOKEN)).body.tags).toEqual([]);
    expect((await get('cdn/tags', 'starts_with=gb/d&version=draft', PREVIEW_TOKEN)).body.tags).toEqual([
      { name: 'secret', taggings_count: 1 },
    ]);
    expect((await get('cdn/tags', 'version=draft')).status).toBe(401);
  });
});

describe('cdn/datasources and cdn/datasource_entries', () => {
  it('lists the datasources with their dimensions', async () => {
    const response = await get('cdn/datasources');
    expect(response.headers.get('total')).toBe('2');
    const [first, second] = response.body.datasources as Record<string, unknown>[];
    expect(first).toEqual({
      id: expect.any(Number),
      name: 'Colours',
      slug: 'colours',
      dimensions: [
        {
          id: expect.any(Number),
          name: 'German',
          entry_value: 'de',
          datasource_id: first?.id,
          created_at: expect.any(String),
          updated_at: expect.any(String),
        },
        expect.objectContaining({ name: 'French', entry_value: 'fr' }),
      ],
    });
    expect(second).toEqual({ id: 77, name: 'Sizes', slug: 'sizes', dimensions: [] });
    expect((await get('cdn/datasources/sizes')).body).toEqual({ datasource: second, cv: expect.any(Number) });
    expect((await get('cdn/datasources/77')).body.datasource).toEqual(second);
    expect((await get('cdn/datasources/nothing')).status).toBe(404);
  });

  it('answers the entries of one datasource, with the values of the dimension asked for', async () => {
    const plain = await get('cdn/datasource_entries', 'datasource=colours');
    expect(plain.body).toEqual({
      datasource_entries: [
        { id: expect.any(Number), name: 'red', value: 'Red', dimension_value: null },
        { id: expect.any(Number), name: 'green', value: 'Green', dimension_value: null },
        { id: expect.any(Number), name: 'blue', value: 'Blue', dimension_value: null },
      ],
      cv: expect.any(Number),
    });
    expect(plain.headers.get('total')).toBe('3');
    const german = (await get('cdn/datasource_entries', 'datasource=colours&dimension=de')).body
      .datasource_entries as { dimension_value: string | null }[];
    expect(german.map((entry) => entry.dimension_value)).toEqual(['Rot', 'Grün', null]);
    const unknownDimension = (await get('cdn/datasource_entries', 'datasource=colours&dimension=it')).body
      .datasource_entries as { dimension_value: string | null }[];
    expect(unknownDimension.map((entry) => entry.dimension_value)).toEqual([null, null, null]);
  });

  it('answers every entry without a datasource, paged, and no entries for a datasource that does not exist', async () => {
    const all = await get('cdn/datasource_entries', 'per_page=1000');
    expect(all.headers.get('total')).toBe(String(3 + SIZES));
    expect((all.body.datasource_entries as unknown[]).length).toBe(3 + SIZES);
    const paged = await get('cdn/datasource_entries', 'datasource=sizes&per_page=10&page=3');
    expect((paged.body.datasource_entries as { name: string }[]).map((entry) => entry.name)).toEqual(
      Array.from({ length: 10 }, (_, index) => `s-${20 + index}`),
    );
    expect(paged.headers.get('per-page')).toBe('10');
    expect((await get('cdn/datasource_entries', 'per_page=5000')).headers.get('per-page')).toBe('1000');
    const missing = await get('cdn/datasource_entries', 'datasource=nothing');
    expect(missing.status).toBe(200);
    expect(missing.body.datasource_entries).toEqual([]);
    expect(missing.headers.get('total')).toBe('0');
  });

  it('takes version (datasources have no drafts) but still checks the token', async () => {
    expect((await get('cdn/datasource_entries', 'datasource=colours&version=draft')).status).toBe(200);
    expect((await get('cdn/datasource_entries', 'datasource=colours', null)).status).toBe(401);
    expect((await get('cdn/datasources', '', 'wrong')).status).toBe(401);
  });
});

describe('bad parameters', () => {
  it.each([
    ['cdn/links', 'per_page=0'],
    ['cdn/links', 'page=-1'],
    ['cdn/links', 'with_parent=abc'],
    ['cdn/links', 'include_dates=maybe'],
    ['cdn/links', 'paginated=2'],
    ['cdn/links', 'sort_by=name:asc'],
    ['cdn/links', 'version=final'],
    ['cdn/links', 'cv=yesterday'],
    ['cdn/links', 'starts_with=a&starts_with=b'],
    [`cdn/links/${uuidFor(4)}`, 'per_page=10'],
    ['cdn/links/%E0%A4%A', ''],
    ['cdn/tags', 'colour=red'],
    ['cdn/tags', 'per_page=none'],
    ['cdn/datasources', 'datasource=colours'],
    ['cdn/datasources/%E0%A4%A', ''],
    ['cdn/datasource_entries', 'datasource=bad slug!'],
    ['cdn/datasource_entries', 'dimension=../de'],
    ['cdn/datasource_entries', 'page=0'],
    ['cdn/datasource_entries', 'version=latest'],
  ])('%s?%s answers 422 with an error message', async (path, query) => {
    const response = await get(path, query);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error: expect.any(String) });
  });
});

describe('storyblok-js-client', () => {
  it('reads links with get and getAll', async () => {
    const sb = client(PUBLIC_TOKEN);
    const response = await sb.get('cdn/links', { starts_with: 'gb/blog/' });
    const keyed = defined(response.data.links);
    expect(Object.keys(keyed)).toEqual([uuidFor(5), uuidFor(4), uuidFor(3)]);
    expect(response.total).toBe(3);

    const all = (await sb.getAll('cdn/links', { per_page: 10 })) as LinkEntry[];
    expect(all).toHaveLength(FOLDERS.length + PUBLISHED.length);
    expect(new Set(all.map((link) => link.uuid)).size).toBe(all.length);
    expect(all.find((link) => link.id === 4)).toMatchObject({ slug: 'gb/blog/payroll', published: true });

    const drafts = (await client(PREVIEW_TOKEN, { version: 'draft' }).getAll('cdn/links', {
      per_page: 10,
    })) as LinkEntry[];
    expect(drafts).toHaveLength(FOLDERS.length + stories.length);
  });

  it('reads tags with get and getAll', async () => {
    const sb = client(PUBLIC_TOKEN);
    const response = await sb.get('cdn/tags', { starts_with: 'gb/blog/' });
    expect(response.data.tags).toEqual([
      { name: 'guides', taggings_count: 2 },
      { name: 'news', taggings_count: 1 },
      { name: 'rostering', taggings_count: 1 },
    ]);
    expect(await sb.getAll('cdn/tags', {})).toHaveLength(5);
  });

  it('reads datasources and every entry of a datasource with getAll', async () => {
    const sb = client(PUBLIC_TOKEN);
    const datasources = await sb.get('cdn/datasources', {});
    expect((datasources.data.datasources as { slug: string }[]).map((source) => source.slug)).toEqual([
      'colours',
      'sizes',
    ]);
    const entries = (await sb.getAll('cdn/datasource_entries', {
      datasource: 'sizes',
      per_page: 10,
    } as Record<string, unknown>)) as { name: string; value: string }[];
    expect(entries).toHaveLength(SIZES);
    expect(entries[SIZES - 1]).toMatchObject({ name: 's-29', value: '29' });
    const german = await sb.get('cdn/datasource_entries', {
      datasource: 'colours',
      dimension: 'de',
    } as Record<string, unknown>);
    expect(german.data.datasource_entries[0]).toMatchObject({ name: 'red', dimension_value: 'Rot' });
  });
});
