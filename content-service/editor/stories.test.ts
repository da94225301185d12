// The editor's story endpoints over HTTP, against a real content service on a temp content folder:
// drafts, version checks, create / duplicate / move / delete, and publishes that reach readers.
import { access, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningContentService } from '../server';
import {
  call,
  makeStory,
  PREVIEW_TOKEN,
  PUBLIC_TOKEN,
  removeDir,
  SPACE_ID,
  writeContentDir,
} from '../test-support';
import type { Story } from '../types';
import { EDITOR_USER, EditorClient, startEditorService } from './test-support';

let dir: string;
let service: RunningContentService;
let editor: EditorClient;
let receiver: Server;
const hooks: { action: string; story_id: number; full_slug: string }[] = [];

const cv = async () =>
  (
    (await call(`${service.url}/v2/cdn/spaces/me?token=${PUBLIC_TOKEN}`, { token: null })).body.space as {
      version: number;
    }
  ).version;
const deliver = (slug: string, version: 'published' | 'draft' = 'published') =>
  call(
    `${service.url}/v2/cdn/stories/${slug}?token=${version === 'draft' ? PREVIEW_TOKEN : PUBLIC_TOKEN}&version=${version}`,
    { token: null },
  );
const onDisk = async (slug: string) =>
  JSON.parse(await readFile(path.join(dir, `${slug}.json`), 'utf8')) as Story;
const exists = (file: string) =>
  access(path.join(dir, file)).then(
    () => true,
    () => false,
  );

/** Waits until `count` webhooks in total have arrived. */
async function webhooks(count: number): Promise<typeof hooks> {
  for (let waited = 0; hooks.length < count && waited < 5_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return hooks;
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      hooks.push(JSON.parse(body) as (typeof hooks)[number]);
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  dir = await writeContentDir([
    makeStory(1, 'gb/home', { name: 'Home' }),
    makeStory(2, 'gb/blog/first-post', {
      name: 'First post',
      published_at: null,
      content: {
        _uid: 'post-2',
        component: 'blog_post',
        title: 'First',
        body: [{ _uid: 'b-1', component: 'text' }],
      },
    }),
    makeStory(3, 'us/pricing', { name: 'Pricing' }),
    makeStory(4, 'settings/redirects', { content: { _uid: 'r', component: 'redirects', rules: [] } }),
    makeStory(5, 'gb/blog/second-post', {
      name: 'Second post',
      content: {
        _uid: 'post-5',
        component: 'blog_post',
        title: 'Second',
        body: [{ _uid: 'b-1', component: 'text' }],
      },
    }),
  ]);
  await writeFile(
    path.join(dir, 'components.json'),
    JSON.stringify([
      { name: 'page', display_name: 'Page', is_root: true },
      { name: 'blog_post', is_root: true },
      { name: 'text', is_nestable: true },
    ]),
  );
  service = await startEditorService(dir, { publishWebhookUrl: `http://127.0.0.1:${port}/hook` });
  editor = await EditorClient.signedIn(service);
  await editor.signIn();
});

afterAll(async () => {
  await service.close();
  await new Promise((resolve) => receiver.close(resolve));
  await removeDir(dir);
});

describe('listing and reading', () => {
  it('lists every story and folder without content, filtered by name or full_slug', async () => {
    const all = await editor.get('/stories');
    expect(all.status).toBe(200);
    const slugs = all.body.stories.map((entry: { full_slug: string }) => entry.full_slug);
    expect(slugs).toEqual(expect.arrayContaining(['gb', 'gb/blog', 'gb/home', 'gb/blog/first-post', 'us']));
    const post = all.body.stories.find((entry: { id: number }) => entry.id === 2);
    expect(post).toEqual({
      id: 2,
      uuid: expect.any(String),
      name: 'First post',
      slug: 'first-post',
      full_slug: 'gb/blog/first-post',
      is_folder: false,
      component: 'blog_post',
      published: false,
      unpublished_changes: false,
      updated_at: expect.any(String),
    });
    expect(
      all.body.stories.find((entry: { full_slug: string }) => entry.full_slug === 'gb/blog'),
    ).toMatchObject({
      is_folder: true,
      component: null,
    });

    const byName = await editor.get('/stories?search=FIRST');
    expect(byName.body.stories.map((entry: { id: number }) => entry.id)).toEqual([2]);
    const bySlug = await editor.get('/stories?search=us/pri');
    expect(bySlug.body.stories.map((entry: { full_slug: string }) => entry.full_slug)).toEqual([
      'us/pricing',
    ]);
  });

  it('reads a story: draft, published content and an ETag', async () => {
    const answer = await editor.get('/stories/1');
    expect(answer.status).toBe(200);
    expect(answer.body.story).toMatchObject({ id: 1, full_slug: 'gb/home', content: { component: 'page' } });
    expect(answer.body.story).not.toHaveProperty('unpublished_content');
    expect(answer.body.published).toEqual(answer.body.story.content);
    expect(answer.headers.get('etag')).toBe(answer.body.etag);
    expect(answer.body.etag).toMatch(/^"[\w-]+"$/);
    expect((await editor.get('/stories/2')).body.published).toBeNull();
    expect((await editor.get('/stories/999')).status).toBe(404);
  });

  it('offers the root components and the regions for new stories', async () => {
    expect((await editor.get('/components')).body.components).toEqual([
      { name: 'blog_post', display_name: null },
      { name: 'page', display_name: 'Page' },
    ]);
    expect(
      (await editor.get('/regions')).body.regions.map((region: { code: string }) => region.code),
    ).toEqual(['us', 'gb', 'au']);
  });
});

describe('saving drafts', () => {
  it('saves a draft of a published story; readers keep the published content', async () => {
    const before = await cv();
    const etag = await editor.etagOf(1);
    const saved = await editor.put(
      '/stories/1',
      { story: { content: { component: 'page', title: 'Draft title' } } },
      { ifMatch: etag },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.etag).not.toBe(etag);
    expect(saved.headers.get('etag')).toBe(saved.body.etag);
    expect(saved.body.story.content).toMatchObject({ title: 'Draft title', _uid: expect.any(String) });
    expect(saved.body.published).not.toHaveProperty('title');

    expect((await onDisk('gb/home')).unpublished_content).toMatchObject({ title: 'Draft title' });
    expect(((await deliver('gb/home')).body.story as Story).content.title).toBeUndefined();
    expect(((await deliver('gb/home', 'draft')).body.story as Story).content.title).toBe('Draft title');
    expect(await cv()).toBe(before);
    const listed = (await editor.get('/stories?search=gb/home')).body.stories[0];
    expect(listed).toMatchObject({ published: true, unpublished_changes: true });
  });

  it('needs If-Match: 428 without it, 409 with a stale one, naming who saved', async () => {
    const stale = await editor.etagOf(2);
    const body = { story: { content: { component: 'blog_post', title: 'Mine' } } };
    expect(await editor.put('/stories/2', body)).toMatchObject({
      status: 428,
      body: { error: expect.stringMatching(/If-Match/) },
    });

    const other = new EditorClient(service.url);
    await other.signIn();
    const theirs = await other.put(
      '/stories/2',
      { story: { content: { component: 'blog_post', title: 'Theirs' } } },
      { ifMatch: stale },
    );
    expect(theirs.status).toBe(200);

    const conflict = await editor.put('/stories/2', body, { ifMatch: stale });
    expect(conflict).toEqual({
      status: 409,
      headers: expect.anything(),
      body: {
        error: 'Someone saved this story after you opened it.',
        current: { etag: theirs.body.etag, updated_at: theirs.body.story.updated_at, by: EDITOR_USER },
      },
    });
    expect((await onDisk('gb/blog/first-post')).content.title).toBe('Theirs');
  });

  it('sees a change made through the management API as a new version too', async () => {
    const etag = await editor.etagOf(3);
    const management = await call(`${service.url}/v1/spaces/${SPACE_ID}/stories/3`, {
      method: 'PUT',
      body: { story: { name: 'Prices' } },
    });
    expect(management.status).toBe(200);
    const conflict = await editor.put(
      '/stories/3',
      { story: { content: { component: 'page' } } },
      { ifMatch: etag },
    );
    expect(conflict.status).toBe(409);
    expect(conflict.body.current.by).toBeNull();
  });

  it('validates like the management API and takes only name and content', async () => {
    const etag = await editor.etagOf(2);
    const put = (body: unknown) => editor.put('/stories/2', body, { ifMatch: etag });
    expect((await put({ story: { content: { title: 'no component' } } })).status).toBe(422);
    expect((await put({ story: { name: 'x' } })).status).toBe(422);
    expect((await put({ story: { content: { component: 'page' }, full_slug: 'elsewhere' } })).status).toBe(
      422,
    );
    expect((await put({ story: { name: '', content: { component: 'page' } } })).status).toBe(422);
    expect(await editor.etagOf(2)).toBe(etag);
  });
});

describe('publishing', () => {
  it('publishes through the management path: cv bumped, webhook sent, readers see the draft', async () => {
    const before = await cv();
    const seen = hooks.length;
    const published = await editor.post('/stories/1/publish', undefined, { ifMatch: await editor.etagOf(1) });
    expect(published.status).toBe(200);
    expect(published.body.published).toMatchObject({ title: 'Draft title' });
    expect(await cv()).toBeGreaterThan(before);
    expect(((await deliver('gb/home')).body.story as Story).content.title).toBe('Draft title');
    expect((await webhooks(seen + 1))[seen]).toMatchObject({
      action: 'published',
      story_id: 1,
      full_slug: 'gb/home',
    });
  });

  it('needs If-Match to publish or unpublish', async () => {
    expect((await editor.post('/stories/1/publish')).status).toBe(428);
    expect((await editor.post('/stories/1/unpublish', undefined, { ifMatch: '"stale"' })).status).toBe(409);
  });

  it('unpublishes: readers lose the story, the webhook says so', async () => {
    const seen = hooks.length;
    const answer = await editor.post('/stories/1/unpublish', undefined, { ifMatch: await editor.etagOf(1) });
    expect(answer.status).toBe(200);
    expect(answer.body.published).toBeNull();
    expect((await deliver('gb/home')).status).toBe(404);
    expect((await webhooks(seen + 1))[seen]).toMatchObject({ action: 'unpublished', story_id: 1 });
  });
});

describe('creating, copying, moving and deleting', () => {
  it('creates an unpublished story of a root component in a region or folder', async () => {
    const created = await editor.post('/stories', {
      name: 'Rota tips',
      slug: 'rota-tips',
      parent: 'gb/blog',
      component: 'blog_post',
    });
    expect(created.status).toBe(201);
    expect(created.body.story).toMatchObject({
      name: 'Rota tips',
      full_slug: 'gb/blog/rota-tips',
      published_at: null,
      content: { component: 'blog_post', _uid: expect.any(String) },
    });
    expect(created.headers.get('etag')).toBe(created.body.etag);
    expect((await onDisk('gb/blog/rota-tips')).id).toBe(created.body.story.id);

    const inRegion = await editor.post('/stories', {
      name: 'About',
      slug: 'about',
      region: 'us',
      component: 'page',
    });
    expect(inRegion.body.story.full_slug).toBe('us/about');

    const post = (body: unknown) => editor.post('/stories', body);
    expect((await post({ name: 'X', slug: 'x', region: 'us', component: 'text' })).status).toBe(422);
    expect((await post({ name: 'X', slug: 'x', region: 'fr', component: 'page' })).status).toBe(422);
    expect((await post({ name: 'X', slug: 'x', parent: 'no/such', component: 'page' })).status).toBe(422);
    expect((await post({ name: 'X', slug: 'x', component: 'page' })).status).toBe(422);
    expect((await post({ name: 'X', slug: 'Bad Slug', region: 'us', component: 'page' })).status).toBe(422);
    expect((await post({ name: 'Again', slug: 'about', region: 'us', component: 'page' })).status).toBe(409);
  });

  it('duplicates a story into another region, same slug within it, new block uids', async () => {
    const copy = await editor.post('/stories/5/duplicate', { region: 'au' });
    expect(copy.status).toBe(201);
    expect(copy.body.story).toMatchObject({
      name: 'Second post',
      full_slug: 'au/blog/second-post',
      published_at: null,
      content: { component: 'blog_post', title: 'Second', body: [{ component: 'text' }] },
    });
    expect(copy.body.story.id).not.toBe(5);
    expect(copy.body.story.content._uid).toEqual(expect.any(String));
    expect(copy.body.story.content._uid).not.toBe('post-5');
    expect(copy.body.story.content.body[0]._uid).toEqual(expect.any(String));
    expect(copy.body.story.content.body[0]._uid).not.toBe('b-1');
    expect((await onDisk('au/blog/second-post')).id).toBe(copy.body.story.id);

    expect((await editor.post('/stories/5/duplicate', { region: 'au' })).status).toBe(409);
    expect((await editor.post('/stories/5/duplicate', { region: 'gb' })).status).toBe(422);
    expect((await editor.post('/stories/5/duplicate', { region: 'fr' })).status).toBe(422);
    expect((await editor.post('/stories/4/duplicate', { region: 'gb' })).status).toBe(422);
  });

  it('moves a story, suggesting a redirect from its old address to the new one', async () => {
    const created = await editor.post('/stories', {
      name: 'Old',
      slug: 'old-name',
      region: 'gb',
      component: 'page',
    });
    const id = created.body.story.id as number;
    expect((await editor.post(`/stories/${id}/move`, { full_slug: 'gb/new-name' })).status).toBe(428);
    const moved = await editor.post(
      `/stories/${id}/move`,
      { full_slug: 'gb/guides/new-name' },
      { ifMatch: created.body.etag },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.story.full_slug).toBe('gb/guides/new-name');
    expect(moved.body.redirect).toEqual({ from: '/gb/old-name', to: '/gb/guides/new-name' });
    expect(await exists('gb/old-name.json')).toBe(false);
    expect((await onDisk('gb/guides/new-name')).id).toBe(id);

    const toUs = await editor.post(
      `/stories/${id}/move`,
      { full_slug: 'us/new-name' },
      { ifMatch: moved.body.etag },
    );
    expect(toUs.body.redirect).toEqual({ from: '/gb/guides/new-name', to: '/new-name' });
    const taken = await editor.post(
      `/stories/${id}/move`,
      { full_slug: 'us/pricing' },
      { ifMatch: toUs.body.etag },
    );
    expect(taken.status).toBe(409);
    const bad = await editor.post(
      `/stories/${id}/move`,
      { full_slug: '../out' },
      { ifMatch: toUs.body.etag },
    );
    expect(bad.status).toBe(422);
  });

  it('deletes with If-Match: the file and its versions go, a published story is announced', async () => {
    const created = await editor.post('/stories', {
      name: 'Gone',
      slug: 'gone',
      region: 'us',
      component: 'page',
    });
    const id = created.body.story.id as number;
    const published = await editor.post(`/stories/${id}/publish`, undefined, { ifMatch: created.body.etag });
    expect(await exists(`.history/${id}.json`)).toBe(true);

    expect((await editor.delete(`/stories/${id}`)).status).toBe(428);
    expect((await editor.delete(`/stories/${id}`, { ifMatch: created.body.etag })).status).toBe(409);
    const seen = hooks.length;
    const deleted = await editor.delete(`/stories/${id}`, { ifMatch: published.body.etag });
    expect(deleted.status).toBe(204);
    expect(await exists('us/gone.json')).toBe(false);
    expect(await exists(`.history/${id}.json`)).toBe(false);
    expect((await editor.get(`/stories/${id}`)).status).toBe(404);
    expect((await webhooks(seen + 1))[seen]).toMatchObject({ action: 'deleted', story_id: id });
  });
});
