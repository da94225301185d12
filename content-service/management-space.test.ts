// The parts of the management API a tool that fills a space uses: listing stories by slug, folders
// (created, then named by parent_id) and component definitions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type RunningContentService, startContentService } from './server';
import {
  call,
  defined,
  makeStory,
  PUBLIC_TOKEN,
  removeDir,
  serviceOptions,
  SPACE_ID,
  writeContentDir,
} from './test-support';

let dir: string | undefined;
let service: RunningContentService;
const space = () => `${service.url}/v1/spaces/${SPACE_ID}`;

beforeAll(async () => {
  dir = await writeContentDir([makeStory(1, 'gb/home'), makeStory(2, 'gb/blog/first')]);
  await writeFile(
    path.join(dir, 'components.json'),
    JSON.stringify([
      { name: 'page', is_root: true, is_nestable: false, schema: { body: { type: 'bloks' } } },
    ]),
  );
  service = await startContentService(serviceOptions(dir));
});

afterAll(async () => {
  await service.close();
  await removeDir(dir);
});

describe('stories list', () => {
  it('lists stories and derived folders without content, found by with_slug', async () => {
    const all = await call(`${space()}/stories?per_page=100`);
    expect(all.status).toBe(200);
    expect(all.headers.get('total')).toBe('4');
    const stories = all.body.stories as { full_slug: string; is_folder: boolean; content?: unknown }[];
    expect(stories.map((story) => [story.full_slug, story.is_folder])).toEqual([
      ['gb', true],
      ['gb/blog', true],
      ['gb/blog/first', false],
      ['gb/home', false],
    ]);
    expect(stories.every((story) => story.content === undefined)).toBe(true);
    const one = await call(`${space()}/stories?with_slug=gb/home`);
    expect(one.body.stories).toEqual([expect.objectContaining({ id: 1, full_slug: 'gb/home' })]);
  });
});

describe('folders and parent_id', () => {
  it('creates a folder, then a story in it by parent_id, which the CDN serves', async () => {
    const folder = await call(`${space()}/stories`, {
      method: 'POST',
      body: { story: { name: 'AU', slug: 'au', is_folder: true } },
    });
    expect(folder.status).toBe(201);
    const au = folder.body.story as { id: number; is_folder: boolean; full_slug: string };
    expect(au).toMatchObject({ is_folder: true, full_slug: 'au' });
    const nested = await call(`${space()}/stories`, {
      method: 'POST',
      body: { story: { name: 'Help', slug: 'help', is_folder: true, parent_id: au.id } },
    });
    expect(nested.body.story).toMatchObject({ full_slug: 'au/help', parent_id: au.id });
    // Kept on disk (folder-marker.ts), so the folder outlives a restart even while it is empty.
    expect(JSON.parse(await readFile(path.join(defined(dir), 'au', 'help', '.folder.json'), 'utf8'))).toEqual(
      {
        name: 'Help',
        created_at: expect.any(String),
      },
    );

    const created = await call(`${space()}/stories`, {
      method: 'POST',
      body: {
        story: {
          name: 'Home',
          slug: 'home',
          parent_id: au.id,
          content: { component: 'page', body: [] },
        },
        publish: 1,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.story).toMatchObject({ full_slug: 'au/home' });
    const served = await call(`${service.url}/v2/cdn/stories/au/home?token=${PUBLIC_TOKEN}`, { token: null });
    expect(served.status).toBe(200);

    const again = await call(`${space()}/stories`, {
      method: 'POST',
      body: { story: { slug: 'au', is_folder: true } },
    });
    expect(again.status).toBe(409);
    const unknown = await call(`${space()}/stories`, {
      method: 'POST',
      body: { story: { slug: 'x', parent_id: 12345, content: { component: 'page' } } },
    });
    expect(unknown).toMatchObject({
      status: 422,
      body: { error: 'Invalid story: parent_id 12345 is not a folder' },
    });
  });

  it('refuses the slug of the component definitions file', async () => {
    const taken = await call(`${space()}/stories`, {
      method: 'POST',
      body: { story: { full_slug: 'components', content: { component: 'page' } } },
    });
    expect(taken.status).toBe(422);
  });
});

describe('components', () => {
  it('starts with content/components.json and creates, reads and updates components', async () => {
    const listed = await call(`${space()}/components`);
    expect((listed.body.components as { name: string }[]).map((component) => component.name)).toEqual([
      'page',
    ]);
    const created = await call(`${space()}/components`, {
      method: 'POST',
      body: { component: { name: 'hero', is_nestable: true, schema: { headline: { type: 'text' } } } },
    });
    expect(created.status).toBe(201);
    const hero = created.body.component as { id: number };
    const duplicate = await call(`${space()}/components`, {
      method: 'POST',
      body: { component: { name: 'hero' } },
    });
    expect(duplicate).toMatchObject({
      status: 422,
      body: { error: 'Invalid component: name "hero" is already taken' },
    });
    const updated = await call(`${space()}/components/${hero.id}`, {
      method: 'PUT',
      body: { component: { name: 'hero', is_nestable: true, schema: { title: { type: 'text' } } } },
    });
    expect(updated.body.component).toMatchObject({ id: hero.id, schema: { title: { type: 'text' } } });
    expect((await call(`${space()}/components/${hero.id}`)).body.component).toMatchObject({ name: 'hero' });
    expect((await call(`${space()}/components/999`)).status).toBe(404);
    const invalid = await call(`${space()}/components`, {
      method: 'POST',
      body: { component: { name: 'Bad Name' } },
    });
    expect(invalid.status).toBe(422);
    expect((await call(`${space()}/components`, { token: 'wrong' })).status).toBe(401);
  });
});
