// The editor's folder endpoints over HTTP, against a real content service on a temp content folder:
// a folder made (and still there after a restart), renamed and moved with its stories (drafts and
// published state kept, publishes announced), refused where it would break the site's shape, and
// deleted only when empty.
import { access, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLDER_MARKER_FILE } from '../folder-marker';
import type { RunningContentService } from '../server';
import { call, makeStory, PREVIEW_TOKEN, PUBLIC_TOKEN, removeDir, writeContentDir } from '../test-support';
import type { Story } from '../types';
import { EditorClient, startEditorService } from './test-support';

let dir: string;
let service: RunningContentService;
let editor: EditorClient;
let receiver: Server;
let webhookUrl: string;
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
const exists = (file: string) =>
  access(path.join(dir, file)).then(
    () => true,
    () => false,
  );
const listed = async () =>
  (await editor.get('/stories')).body.stories as { full_slug: string; name: string; is_folder: boolean }[];
const folderNamed = async (fullSlug: string) =>
  (await listed()).find((entry) => entry.is_folder && entry.full_slug === fullSlug);

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
    makeStory(1, 'us/home'),
    makeStory(2, 'us/guides', { name: 'Guides' }),
    makeStory(3, 'us/guides/rotas', {
      name: 'Rotas',
      content: { _uid: 'c3', component: 'page', title: 'Published rotas' },
      unpublished_content: { _uid: 'c3', component: 'page', title: 'Draft rotas' },
    }),
    makeStory(4, 'us/guides/pay/overtime', { name: 'Overtime', published_at: null }),
    makeStory(5, 'gb/home'),
    makeStory(6, 'settings/redirects', { content: { _uid: 'r', component: 'redirects', rules: [] } }),
    makeStory(7, 'us/blog/first-post', { name: 'First post' }),
  ]);
  webhookUrl = `http://127.0.0.1:${port}/hook`;
  service = await startEditorService(dir, { publishWebhookUrl: webhookUrl });
  editor = await EditorClient.signedIn(service);
});

afterAll(async () => {
  await service.close();
  await new Promise((resolve) => receiver.close(resolve));
  await removeDir(dir);
});

describe('making a folder', () => {
  it('makes an empty folder in a region, listed with its name, kept across a restart', async () => {
    const made = await editor.post('/folders', { name: 'Night shifts', slug: 'night-shifts', parent: 'us' });
    expect(made.status).toBe(201);
    expect(made.body.folder).toEqual({
      id: expect.any(Number),
      uuid: expect.any(String),
      name: 'Night shifts',
      slug: 'night-shifts',
      full_slug: 'us/night-shifts',
      is_folder: true,
      component: null,
      published: false,
      unpublished_changes: false,
      updated_at: expect.any(String),
    });
    const marker = JSON.parse(await readFile(path.join(dir, 'us/night-shifts', FOLDER_MARKER_FILE), 'utf8'));
    expect(marker).toEqual({ name: 'Night shifts', created_at: expect.any(String) });

    const inFolder = await editor.post('/folders', {
      name: 'Pay',
      slug: 'night-pay',
      parent: 'us/night-shifts',
    });
    expect(inFolder.body.folder.full_slug).toBe('us/night-shifts/night-pay');

    await service.close();
    service = await startEditorService(dir, { publishWebhookUrl: webhookUrl });
    editor = await EditorClient.signedIn(service);
    expect(await folderNamed('us/night-shifts')).toMatchObject({
      name: 'Night shifts',
      id: made.body.folder.id,
    });
    expect(await folderNamed('us/night-shifts/night-pay')).toMatchObject({ name: 'Pay' });
    // A story can be made in it.
    const story = await editor.post('/stories', {
      name: 'Tonight',
      slug: 'tonight',
      parent: 'us/night-shifts',
      component: 'page',
    });
    expect(story.status).toBe(201);
    expect(story.body.story.full_slug).toBe('us/night-shifts/tonight');
  });

  it('refuses a taken slug with a 409 that says what has it', async () => {
    const folder = await editor.post('/folders', { name: 'Again', slug: 'night-shifts', parent: 'us' });
    expect(folder).toMatchObject({
      status: 409,
      body: { error: 'A folder with full_slug "us/night-shifts" already exists' },
    });
    const derived = await editor.post('/folders', { name: 'Pay', slug: 'pay', parent: 'us/guides' });
    expect(derived.status).toBe(409);
    const story = await editor.post('/folders', { name: 'Home', slug: 'home', parent: 'us' });
    expect(story).toMatchObject({
      status: 409,
      body: { error: 'A story with full_slug "us/home" already exists' },
    });
  });

  it('refuses bad slugs, names and parents outside the regions with a 422', async () => {
    const post = (body: unknown) => editor.post('/folders', body);
    expect((await post({ name: 'X', slug: 'Night Shifts', parent: 'us' })).status).toBe(422);
    expect((await post({ name: 'X', slug: 'a/b', parent: 'us' })).status).toBe(422);
    expect((await post({ name: '  ', slug: 'x', parent: 'us' })).status).toBe(422);
    expect((await post({ name: 'X', slug: 'x', parent: 'settings' })).status).toBe(422);
    expect((await post({ name: 'X', slug: 'x', parent: '' })).status).toBe(422);
    expect((await post({ name: 'X', slug: 'x', parent: 'us/no-such' })).status).toBe(422);
    expect((await post({ name: 'X', slug: 'x' })).status).toBe(422);
    expect((await post({ name: 'X', slug: 'x', parent: 'us', extra: 1 })).status).toBe(422);
  });
});

describe('renaming and moving a folder', () => {
  it('moves every story it holds, drafts and published state kept, and suggests one redirect', async () => {
    const before = await cv();
    const seen = hooks.length;
    const moved = await editor.post('/folders/move', { from: 'us/guides', to: 'us/help', name: 'Help' });
    expect(moved.status).toBe(200);
    expect(moved.body.folder).toMatchObject({ full_slug: 'us/help', name: 'Help', is_folder: true });
    expect(moved.body.moved).toEqual([
      { id: 2, name: 'Guides', from: 'us/guides', to: 'us/help', published: true },
      {
        id: 4,
        name: 'Overtime',
        from: 'us/guides/pay/overtime',
        to: 'us/help/pay/overtime',
        published: false,
      },
      { id: 3, name: 'Rotas', from: 'us/guides/rotas', to: 'us/help/rotas', published: true },
    ]);
    expect(moved.body.redirect).toEqual({ from: '/guides/*', to: '/help/*' });

    // Files moved, the old folder gone from disk; published and draft content as they were.
    expect(await exists('us/guides')).toBe(false);
    expect(await exists('us/help/rotas.json')).toBe(true);
    expect(((await deliver('us/help/rotas')).body.story as Story).content.title).toBe('Published rotas');
    expect(((await deliver('us/help/rotas', 'draft')).body.story as Story).content.title).toBe('Draft rotas');
    expect((await deliver('us/guides/rotas')).status).toBe(404);
    expect((await deliver('us/help/pay/overtime')).status).toBe(404);
    expect((await deliver('us/help/pay/overtime', 'draft')).status).toBe(200);

    // Each published story's move is announced, as a story's own move is.
    expect(await cv()).toBeGreaterThan(before);
    const announced = (await webhooks(seen + 2)).slice(seen);
    expect(announced).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'moved', story_id: 2, full_slug: 'us/help' }),
        expect.objectContaining({ action: 'moved', story_id: 3, full_slug: 'us/help/rotas' }),
      ]),
    );
    expect(announced.some((hook) => hook.story_id === 4)).toBe(false);
    expect(await folderNamed('us/guides')).toBeUndefined();
    expect(await folderNamed('us/help/pay')).toBeDefined();
  });

  it('moves an empty folder with its folders, into another region, keeping their names', async () => {
    const made = await editor.post('/folders', { name: 'Empty one', slug: 'empty-one', parent: 'us' });
    await editor.post('/folders', { name: 'Inner', slug: 'inner', parent: made.body.folder.full_slug });
    const moved = await editor.post('/folders/move', { from: 'us/empty-one', to: 'gb/empty-one' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ moved: [], redirect: null, folder: { name: 'Empty one' } });
    expect(await folderNamed('gb/empty-one/inner')).toMatchObject({ name: 'Inner' });
    expect(await folderNamed('us/empty-one')).toBeUndefined();
    expect(await exists('us/empty-one')).toBe(false);
    expect(await exists(`gb/empty-one/inner/${FOLDER_MARKER_FILE}`)).toBe(true);
  });

  it('suggests the folder prefix the site serves: gb keeps its prefix', async () => {
    await editor.post('/stories', { name: 'In', slug: 'in', parent: 'gb/empty-one', component: 'page' });
    const moved = await editor.post('/folders/move', { from: 'gb/empty-one', to: 'us/was-empty' });
    expect(moved.body.redirect).toEqual({ from: '/gb/empty-one/*', to: '/was-empty/*' });
  });

  it('keeps the folders the site looks its pages up in where they are, but lets them be renamed', async () => {
    const moved = await editor.post('/folders/move', { from: 'us/blog', to: 'us/news' });
    expect(moved).toMatchObject({
      status: 422,
      body: {
        error:
          'The site looks up its pages at /blog/... in "us/blog": moving the folder would take them off the site (it can be renamed)',
      },
    });
    expect((await deliver('us/blog/first-post')).status).toBe(200);
    const renamed = await editor.post('/folders/move', { from: 'us/blog', to: 'us/blog', name: 'Blog' });
    expect(renamed.body.folder).toMatchObject({ full_slug: 'us/blog', name: 'Blog' });
  });

  it('renames a folder without moving it', async () => {
    const renamed = await editor.post('/folders/move', {
      from: 'us/help',
      to: 'us/help',
      name: 'Help centre',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ moved: [], redirect: null, folder: { name: 'Help centre' } });
    expect(await folderNamed('us/help')).toMatchObject({ name: 'Help centre' });
  });

  it('refuses a move into itself or one of its folders (422), onto a taken slug (409), of a region (422)', async () => {
    const move = (body: unknown) => editor.post('/folders/move', body);
    expect(await move({ from: 'us/help', to: 'us/help/pay/help' })).toMatchObject({
      status: 422,
      body: { error: expect.stringContaining('into itself') },
    });
    expect((await move({ from: 'us/help', to: 'us/night-shifts' })).status).toBe(409);
    expect((await move({ from: 'us/help', to: 'us/home' })).status).toBe(409);
    expect((await move({ from: 'us', to: 'us/elsewhere' })).status).toBe(422);
    expect((await move({ from: 'settings', to: 'us/settings' })).status).toBe(422);
    expect((await move({ from: 'us/help', to: 'settings/help' })).status).toBe(422);
    expect((await move({ from: 'us/help', to: 'gb' })).status).toBe(422);
    expect((await move({ from: 'us/help', to: 'us/no-such/help' })).status).toBe(422);
    expect((await move({ from: 'us/help', to: 'us/Bad Slug' })).status).toBe(422);
    expect((await move({ from: 'us/no-such', to: 'us/other' })).status).toBe(404);
    expect((await move({ from: 'us/help' })).status).toBe(422);
    // Nothing moved.
    expect((await deliver('us/help/rotas')).status).toBe(200);
  });
});

describe('deleting a folder', () => {
  it('refuses a folder that holds stories, saying how many', async () => {
    const answer = await editor.delete('/folders?full_slug=us/help');
    expect(answer).toMatchObject({
      status: 409,
      body: { error: 'The folder "us/help" holds 3 stories: move or delete them first', stories: 3 },
    });
    expect((await deliver('us/help/rotas')).status).toBe(200);
  });

  it('deletes an empty folder, and the folders in it, from disk too', async () => {
    const answer = await editor.delete('/folders?full_slug=us/night-shifts/night-pay');
    expect(answer.status).toBe(204);
    expect(await folderNamed('us/night-shifts/night-pay')).toBeUndefined();
    expect(await exists('us/night-shifts/night-pay')).toBe(false);
    // us/night-shifts still holds the story made in it.
    expect((await editor.delete('/folders?full_slug=us/night-shifts')).body.error).toBe(
      'The folder "us/night-shifts" holds 1 story: move or delete it first',
    );
  });

  it('answers 404 for no such folder and 422 for a region or no name', async () => {
    expect((await editor.delete('/folders?full_slug=us/no-such')).status).toBe(404);
    expect((await editor.delete('/folders?full_slug=us')).status).toBe(422);
    expect((await editor.delete('/folders')).status).toBe(422);
  });

  it('needs a session and the editor origin like every write', async () => {
    expect(
      (await editor.post('/folders', { name: 'X', slug: 'x', parent: 'us' }, { cookie: null })).status,
    ).toBe(401);
    expect(
      (await editor.delete('/folders?full_slug=us/help', { origin: 'http://evil.example' })).status,
    ).toBe(403);
  });
});
