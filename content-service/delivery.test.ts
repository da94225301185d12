// The delivery API driven by storyblok-js-client itself: if the client accepts these answers as they
// are, the site will too.
import StoryblokClient from 'storyblok-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningContentService, startContentService } from './server';
import {
  defined,
  makeStory,
  PREVIEW_TOKEN,
  PUBLIC_TOKEN,
  removeDir,
  serviceOptions,
  SPACE_ID,
  uuidFor,
  writeContentDir,
} from './test-support';
import type { Story } from './types';

const RELATED = 60;
const related = Array.from({ length: RELATED }, (_, index) =>
  makeStory(100 + index, `gb/related/item-${String(index).padStart(2, '0')}`, {
    content: { _uid: `rel-${index}`, component: 'customer_story', company: `Company ${index}` },
  }),
);

const blogPost = (id: number, slug: string, date: string, category: string) =>
  makeStory(id, `gb/blog/${slug}`, {
    first_published_at: `${date.replace(' ', 'T')}:00.000Z`,
    content: { _uid: `post-${id}`, component: 'blog_post', title: slug, date, category },
  });

const stories: Story[] = [
  makeStory(1, 'gb/home', { is_startpage: true }),
  makeStory(2, 'gb/blog', { is_startpage: true }),
  blogPost(3, 'rota-basics', '2026-03-02 09:00', 'guides'),
  blogPost(4, 'payroll', '2026-03-10 09:00', 'news'),
  blogPost(5, 'overtime', '2026-01-05 09:00', 'guides'),
  makeStory(6, 'gb/drafts/secret', { published_at: null, first_published_at: null }),
  makeStory(7, 'gb/edited', {
    content: { _uid: 'e', component: 'page', title: 'live' },
    unpublished_content: { _uid: 'e', component: 'page', title: 'draft' },
  }),
  makeStory(8, 'gb/hub', {
    content: {
      _uid: 'hub',
      component: 'page',
      body: [
        { _uid: 'grid', component: 'story_grid', stories: related.map((story) => story.uuid) },
        {
          _uid: 'cta',
          component: 'cta_banner',
          button_link: { fieldtype: 'multilink', linktype: 'story', id: uuidFor(1), cached_url: 'gb/home' },
        },
      ],
    },
  }),
  makeStory(9, 'gb/small-hub', {
    content: {
      _uid: 'small',
      component: 'page',
      body: [{ _uid: 'g', component: 'story_grid', stories: [uuidFor(100), uuidFor(101), uuidFor(6)] }],
    },
  }),
  ...related,
];

let dir: string | undefined;
let service: RunningContentService;
const requested: string[] = [];

function client(accessToken: string, extra: Record<string, unknown> = {}): StoryblokClient {
  return new StoryblokClient({
    accessToken,
    endpoint: `${service.url}/v2`,
    rateLimit: 1000,
    fetch: (input: string | URL | Request, init?: RequestInit) => {
      requested.push(String(input));
      return fetch(input, init);
    },
    ...extra,
  });
}

beforeAll(async () => {
  dir = await writeContentDir(stories);
  service = await startContentService(serviceOptions(dir));
});

afterAll(async () => {
  await service.close();
  await removeDir(dir);
});

describe('single stories', () => {
  it('finds a story by full_slug, by id and by uuid', async () => {
    const sb = client(PUBLIC_TOKEN);
    const bySlug = await sb.getStory('gb/blog/payroll');
    expect(bySlug.data.story).toMatchObject({ id: 4, full_slug: 'gb/blog/payroll' });
    expect(bySlug.data.cv).toEqual(expect.any(Number));
    expect((await sb.getStory('4')).data.story.full_slug).toBe('gb/blog/payroll');
    const byUuid = await sb.getStory(uuidFor(4), { find_by: 'uuid' });
    expect(byUuid.data.story.full_slug).toBe('gb/blog/payroll');
  });

  it('answers 404 with the CDN message for an unknown story', async () => {
    await expect(client(PUBLIC_TOKEN).getStory('gb/nothing-here')).rejects.toMatchObject({
      status: 404,
      message: 'This record could not be found',
    });
  });

  it('answers spaces/me with the cache version', async () => {
    const response = await client(PUBLIC_TOKEN).get('cdn/spaces/me', {});
    expect(response.data.space).toEqual({
      id: 4242,
      name: 'Shiftlane test',
      domain: `${service.url}/`,
      version: Date.parse('2026-02-01T00:00:00.000Z') / 1000,
      language_codes: [],
    });
  });
});

describe('stories listing', () => {
  it('filters with starts_with and filter_query, sorts, and pages with total and perPage', async () => {
    const sb = client(PUBLIC_TOKEN);
    const first = await sb.getStories({
      starts_with: 'gb/blog/',
      sort_by: 'content.date:desc',
      per_page: 2,
    });
    expect(first.total).toBe(3);
    expect(first.perPage).toBe(2);
    expect(first.data.stories.map((story) => story.slug)).toEqual(['payroll', 'rota-basics']);
    const second = await sb.getStories({
      starts_with: 'gb/blog/',
      sort_by: 'content.date:desc',
      per_page: 2,
      page: 2,
    });
    expect(second.data.stories.map((story) => story.slug)).toEqual(['overtime']);

    const guides = await sb.getStories({
      filter_query: { component: { in: 'blog_post' }, category: { is: 'guides' } },
      sort_by: 'first_published_at:asc',
    });
    expect(guides.data.stories.map((story) => story.slug)).toEqual(['overtime', 'rota-basics']);
  });

  it('answers an empty page past the end', async () => {
    const response = await client(PUBLIC_TOKEN).getStories({ starts_with: 'gb/blog/', page: 9 });
    expect(response.data.stories).toEqual([]);
    expect(response.total).toBe(3);
  });

  it('lets getAll walk every page', async () => {
    const all = await client(PUBLIC_TOKEN).getAll('cdn/stories', {
      starts_with: 'gb/related/',
      per_page: 25,
    });
    expect(all).toHaveLength(RELATED);
  });
});

describe('relations and links', () => {
  it('resolves 60 related stories through rel_uuids batches of 50', async () => {
    requested.length = 0;
    const response = await client(PUBLIC_TOKEN).getStory('gb/hub', {
      resolve_relations: 'story_grid.stories',
    });
    const grid = (response.data.story.content.body as { stories: unknown[] }[])[0];
    const resolved = defined(grid).stories as Story[];
    expect(resolved).toHaveLength(RELATED);
    expect(resolved.map((story) => story.full_slug)).toEqual(related.map((story) => story.full_slug));
    expect(resolved[59]?.content).toMatchObject({ company: 'Company 59' });
    const batches = requested.filter((url) => url.includes('by_uuids='));
    expect(batches).toHaveLength(2);
  });

  it('answers up to 50 relations inline in rels, more as rel_uuids', async () => {
    const query = `token=${PUBLIC_TOKEN}&resolve_relations=story_grid.stories`;
    const small = await fetch(`${service.url}/v2/cdn/stories/gb/small-hub?${query}`);
    const smallBody = (await small.json()) as { rels: Story[]; rel_uuids?: string[] };
    // The never-published story 6 is not visible to a published reader.
    expect(smallBody.rels.map((story) => story.id)).toEqual([100, 101]);
    expect(smallBody.rel_uuids).toBeUndefined();

    const big = await fetch(`${service.url}/v2/cdn/stories?${query}&starts_with=gb/hub`);
    const bigBody = (await big.json()) as { rels: unknown[]; rel_uuids: string[] };
    expect(bigBody.rels).toEqual([]);
    expect(bigBody.rel_uuids).toHaveLength(RELATED);
  });

  it('resolves story links into the multilink', async () => {
    const response = await client(PUBLIC_TOKEN).getStory('gb/hub', { resolve_links: 'url' });
    const cta = (response.data.story.content.body as { button_link?: { story?: unknown } }[])[1];
    expect(defined(cta).button_link?.story).toMatchObject({
      uuid: uuidFor(1),
      full_slug: 'gb/home',
      url: 'gb/home',
    });
  });
});

describe('tokens and drafts', () => {
  it('rejects a missing or wrong token with 401', async () => {
    const expected = { status: 401, message: 'Unauthorized: a valid access token must be provided' };
    await expect(client('').getStory('gb/home')).rejects.toMatchObject(expected);
    await expect(client('not-the-token').getStories()).rejects.toMatchObject(expected);
    await expect(client('nope').get('cdn/spaces/me', {})).rejects.toMatchObject(expected);
  });

  it('refuses drafts to the public token', async () => {
    await expect(client(PUBLIC_TOKEN, { version: 'draft' }).getStory('gb/home')).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorized: the public token reads published content only; use a preview token for drafts',
    });
  });

  it('shows never-published stories and unpublished_content only to draft readers', async () => {
    const published = client(PUBLIC_TOKEN);
    await expect(published.getStory('gb/drafts/secret')).rejects.toMatchObject({ status: 404 });
    const live = await published.getStory('gb/edited');
    expect(live.data.story.content.title).toBe('live');
    expect(live.data.story).not.toHaveProperty('unpublished_content');

    // The preview token still reads only published content unless it asks for drafts.
    await expect(client(PREVIEW_TOKEN).getStory('gb/drafts/secret')).rejects.toMatchObject({ status: 404 });

    const draft = client(PREVIEW_TOKEN, { version: 'draft' });
    expect((await draft.getStory('gb/drafts/secret')).data.story.id).toBe(6);
    const edited = await draft.getStory('gb/edited');
    expect(edited.data.story.content.title).toBe('draft');
    expect(edited.data.story).not.toHaveProperty('unpublished_content');
    const listing = await draft.getStories({ starts_with: 'gb/d' });
    expect(listing.data.stories.map((story) => story.id)).toEqual([6]);
  });
});

describe('malformed requests', () => {
  const base = () => `${service.url}/v2/cdn/stories`;

  it('answers 422 for an unknown parameter or filter operator', async () => {
    const unknown = await fetch(`${base()}?token=${PUBLIC_TOKEN}&colour=red`);
    expect(unknown.status).toBe(422);
    expect(unknown.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await unknown.json()).toEqual({ error: 'Unknown query parameter: colour' });
    const operator = await fetch(`${base()}?token=${PUBLIC_TOKEN}&filter_query[category][near]=x`);
    expect(operator.status).toBe(422);
    expect(await operator.json()).toEqual({
      error: expect.stringMatching(/Unknown filter_query operator: near/),
    });
    const perPage = await fetch(`${base()}?token=${PUBLIC_TOKEN}&per_page=0`);
    expect(perPage.status).toBe(422);
  });

  it('clamps per_page to 100', async () => {
    const response = await fetch(`${base()}?token=${PUBLIC_TOKEN}&per_page=500`);
    expect(response.headers.get('per-page')).toBe('100');
    expect(response.headers.get('total')).toBe(String(stories.length - 1));
  });

  it('answers 405 for writes to /v2 and 404 JSON for unknown paths', async () => {
    const post = await fetch(`${base()}?token=${PUBLIC_TOKEN}`, { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect(await post.json()).toEqual({ error: expect.any(String) });
    const missing = await fetch(`${service.url}/v2/cdn/nothing?token=${PUBLIC_TOKEN}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: expect.any(String) });
    const head = await fetch(`${base()}/gb/home?token=${PUBLIC_TOKEN}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('reports health', async () => {
    const health = await fetch(`${service.url}/health`);
    expect(await health.json()).toEqual({ ok: true, stories: stories.length, cv: expect.any(Number) });
  });
});

describe("the Visual Editor's markers", () => {
  /** Every block of a value (objects with a component), depth first. */
  function blocksOf(value: unknown): Record<string, unknown>[] {
    if (Array.isArray(value)) return value.flatMap(blocksOf);
    if (typeof value !== 'object' || value === null) return [];
    const record = value as Record<string, unknown>;
    const own = typeof record.component === 'string' ? [record] : [];
    return [...own, ...Object.values(record).flatMap(blocksOf)];
  }

  it('draft answers carry _editable on every block, in Storyblok format; published answers on none', async () => {
    const draft = (await client(PREVIEW_TOKEN).getStory('gb/hub', { version: 'draft' })).data.story;
    const blocks = blocksOf(draft.content);
    expect(blocks.map((block) => block._uid)).toEqual(['hub', 'grid', 'cta']);
    for (const block of blocks) {
      const editable = String(block._editable);
      expect(editable).toMatch(/^<!--#storyblok#\{.*\}-->$/);
      // What @storyblok/js's storyblokEditable reads: the JSON between the markers.
      expect(JSON.parse(editable.slice('<!--#storyblok#'.length, -'-->'.length))).toEqual({
        name: block.component,
        space: String(SPACE_ID),
        uid: block._uid,
        id: String(draft.id),
      });
    }
    const listed = (
      await client(PREVIEW_TOKEN).get('cdn/stories', { version: 'draft', starts_with: 'gb/edited' })
    ).data.stories[0];
    expect(listed.content._editable).toContain('"uid":"e"');

    const published = (await client(PUBLIC_TOKEN).getStory('gb/hub')).data.story;
    expect(JSON.stringify(published)).not.toContain('_editable');
  });
});
