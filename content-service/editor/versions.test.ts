// Versions over HTTP: one per save, publish, unpublish and restore, the last 50 kept on disk under
// .history/ (and still there after a restart), a diff against the draft, and restoring one.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningContentService } from '../server';
import { StoryStore } from '../store';
import { makeStory, removeDir, writeContentDir } from '../test-support';
import { MAX_VERSIONS } from './history';
import { EDITOR_USER, EditorClient, startEditorService } from './test-support';

let dir: string;
let service: RunningContentService;
let editor: EditorClient;

interface Summary {
  version: number;
  at: string;
  by: string;
  action: string;
  name: string;
}

const versionsOf = async (id: number) =>
  (await editor.get(`/stories/${id}/versions`)).body.versions as Summary[];

async function save(id: number, content: Record<string, unknown>, name?: string) {
  const answer = await editor.put(
    `/stories/${id}`,
    { story: { content: { component: 'page', ...content }, ...(name ? { name } : {}) } },
    { ifMatch: await editor.etagOf(id) },
  );
  expect(answer.status).toBe(200);
  return answer;
}

beforeAll(async () => {
  dir = await writeContentDir([
    makeStory(1, 'gb/home', {
      name: 'Home',
      content: { _uid: 'home', component: 'page', title: 'Welcome', body: [] },
    }),
    makeStory(2, 'gb/busy', { published_at: null }),
  ]);
  service = await startEditorService(dir);
  editor = new EditorClient(service.url);
  await editor.signIn();
});

afterAll(async () => {
  await service.close();
  await removeDir(dir);
});

describe('story versions', () => {
  it('records each save, publish and unpublish, newest first, without content', async () => {
    expect(await versionsOf(1)).toEqual([]);
    const saved = await save(1, { title: 'Hello' }, 'Home page');
    await editor.post('/stories/1/publish', undefined, { ifMatch: saved.body.etag });
    await editor.post('/stories/1/unpublish', undefined, { ifMatch: await editor.etagOf(1) });
    const versions = await versionsOf(1);
    expect(versions.map((each) => [each.version, each.action])).toEqual([
      [3, 'unpublish'],
      [2, 'publish'],
      [1, 'save'],
    ]);
    expect(versions[2]).toEqual({
      version: 1,
      at: saved.body.story.updated_at,
      by: EDITOR_USER,
      action: 'save',
      name: 'Home page',
    });
    expect(versions[0]).not.toHaveProperty('content');
    // Unpublishing what is not published changes nothing and makes no version.
    await editor.post('/stories/1/unpublish', undefined, { ifMatch: await editor.etagOf(1) });
    expect(await versionsOf(1)).toHaveLength(3);
  });

  it('shows a version with its content and what changed from it to the draft', async () => {
    await save(1, { title: 'Hello again', subtitle: 'New' });
    const answer = await editor.get('/stories/1/versions/1');
    expect(answer.status).toBe(200);
    expect(answer.body.version).toMatchObject({ version: 1, action: 'save', content: { title: 'Hello' } });
    expect(answer.body.diff).toEqual(
      expect.arrayContaining([
        { path: ['title'], kind: 'changed', before: 'Hello', after: 'Hello again' },
        { path: ['subtitle'], kind: 'added', before: null, after: 'New' },
      ]),
    );
    expect((await editor.get('/stories/1/versions/99')).status).toBe(404);
    expect((await editor.get('/stories/1/versions/x')).status).toBe(404);
    expect((await editor.get('/stories/999/versions')).status).toBe(404);
  });

  it('restores a version as the draft, which is a version of its own', async () => {
    expect((await editor.post('/stories/1/versions/1/restore')).status).toBe(428);
    const restored = await editor.post('/stories/1/versions/1/restore', undefined, {
      ifMatch: await editor.etagOf(1),
    });
    expect(restored.status).toBe(200);
    expect(restored.body.story.content).toMatchObject({ title: 'Hello' });
    expect(restored.body.story.content).not.toHaveProperty('subtitle');
    expect(restored.body.published).toBeNull();
    const [newest] = await versionsOf(1);
    expect(newest).toMatchObject({ version: 5, action: 'restore', by: EDITOR_USER });
    expect((await editor.get('/stories/1/versions/1')).body.diff).toEqual([]);
  });

  it(`keeps the last ${MAX_VERSIONS} on disk, under .history/, across a restart`, async () => {
    const saves = MAX_VERSIONS + 5;
    for (let n = 1; n <= saves; n += 1) await save(2, { count: n });
    const versions = await versionsOf(2);
    expect(versions).toHaveLength(MAX_VERSIONS);
    expect(versions[0]?.version).toBe(saves);
    expect(versions.at(-1)?.version).toBe(saves - MAX_VERSIONS + 1);
    expect((await editor.get('/stories/2/versions/1')).status).toBe(404);

    const file = JSON.parse(await readFile(path.join(dir, '.history', '2.json'), 'utf8')) as {
      versions: unknown[];
    };
    expect(file.versions).toHaveLength(MAX_VERSIONS);

    await service.close();
    service = await startEditorService(dir);
    editor = new EditorClient(service.url);
    await editor.signIn();
    expect(await versionsOf(2)).toEqual(versions);
    expect((await editor.get(`/stories/2/versions/${saves}`)).body.version.content).toMatchObject({
      count: saves,
    });
    await save(2, { count: 'after restart' });
    expect((await versionsOf(2))[0]?.version).toBe(saves + 1);
    // The history files are not stories.
    expect((await StoryStore.load(dir)).size).toBe(2);
  });
});
