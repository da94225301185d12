import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoryStore } from './store';
import { defined, makeStory, removeDir, writeContentDir } from './test-support';
import { log } from './log';

let dir: string | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await removeDir(dir);
  dir = undefined;
});

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

describe('StoryStore loading', () => {
  it('indexes every story file by id, uuid and full_slug', async () => {
    dir = await writeContentDir([makeStory(1, 'gb/home'), makeStory(2, 'gb/blog/post')]);
    await writeFile(path.join(dir, 'README.md'), '# not a story\n');
    const store = await StoryStore.load(dir);
    expect(store.size).toBe(2);
    expect(store.byId(2)?.full_slug).toBe('gb/blog/post');
    expect(store.byUuid(makeStory(1, 'x').uuid)?.id).toBe(1);
    expect(store.bySlug('gb/blog/post')?.id).toBe(2);
  });

  it('reads no story from the datasources folder', async () => {
    const errors = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    dir = await writeContentDir([makeStory(1, 'gb/home'), makeStory(2, 'datasources')]);
    await mkdir(path.join(dir, 'datasources'), { recursive: true });
    await writeFile(path.join(dir, 'datasources', 'colours.json'), JSON.stringify({ name: 'Colours' }));
    const store = await StoryStore.load(dir);
    expect(
      store
        .all()
        .map((story) => story.full_slug)
        .sort(),
    ).toEqual(['datasources', 'gb/home']);
    expect(errors).not.toHaveBeenCalled();
  });

  it('reads nothing from dot files and folders (.history/, media/.assets.json, temp files)', async () => {
    const errors = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    dir = await writeContentDir([makeStory(1, 'gb/home')]);
    // Valid story files, so only their place keeps them out.
    await mkdir(path.join(dir, '.history'), { recursive: true });
    await writeFile(path.join(dir, '.history', '2.json'), JSON.stringify(makeStory(2, '.history/2')));
    await mkdir(path.join(dir, 'media'), { recursive: true });
    await writeFile(path.join(dir, 'media', '.assets.json'), JSON.stringify(makeStory(3, 'media/.assets')));
    await writeFile(path.join(dir, 'gb', '.home.json.1a2b.tmp'), JSON.stringify(makeStory(4, 'gb/tmp')));
    const store = await StoryStore.load(dir);
    expect(store.all().map((story) => story.full_slug)).toEqual(['gb/home']);
    expect(errors).not.toHaveBeenCalled();
  });

  it('logs and skips bad files, duplicates, and keeps starting', async () => {
    const errors = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    dir = await writeContentDir([
      makeStory(1, 'gb/a'),
      makeStory(1, 'gb/b'),
      makeStory(3, 'gb/c', { uuid: makeStory(1, 'x').uuid }),
    ]);
    await writeFile(path.join(dir, 'gb', 'broken.json'), '{ nope');
    await writeFile(
      path.join(dir, 'gb', 'no-content.json'),
      JSON.stringify({ id: 9, uuid: 'u9', full_slug: 'gb/no-content' }),
    );
    const store = await StoryStore.load(dir);
    expect(store.all().map((story) => story.full_slug)).toEqual(['gb/a']);
    const logged = errors.mock.calls.map((call) => String(call[0])).join('\n');
    expect(logged).toMatch(/gb\/b\.json: duplicate id 1/);
    expect(logged).toMatch(/gb\/c\.json: duplicate uuid/);
    expect(logged).toMatch(/gb\/broken\.json: not valid JSON/);
    expect(logged).toMatch(/gb\/no-content\.json: content/);
  });

  it('uses the file path when full_slug disagrees with it', async () => {
    const warnings = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    dir = await writeContentDir([]);
    await mkdir(path.join(dir, 'gb'), { recursive: true });
    await writeFile(path.join(dir, 'gb', 'real.json'), JSON.stringify(makeStory(1, 'gb/claimed')));
    const store = await StoryStore.load(dir);
    expect(store.byId(1)).toMatchObject({ full_slug: 'gb/real', slug: 'real' });
    expect(String(warnings.mock.calls[0]?.[0])).toMatch(/does not match the file's path/);
  });

  it('starts empty when the folder does not exist', async () => {
    vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const store = await StoryStore.load(path.join('/nonexistent', String(Date.now())));
    expect(store.size).toBe(0);
  });
});

describe('StoryStore persistence', () => {
  it('writes 2-space JSON with a trailing newline, creating folders, leaving no temp files', async () => {
    dir = await writeContentDir([makeStory(1, 'gb/home')]);
    const store = await StoryStore.load(dir);
    const story = makeStory(store.nextId(), 'au/training/lessons/first');
    await store.save(story);
    const text = await readFile(path.join(dir, 'au/training/lessons/first.json'), 'utf8');
    expect(text).toBe(`${JSON.stringify(story, null, 2)}\n`);
    expect(await filesUnder(dir)).toEqual(['au/training/lessons/first.json', 'gb/home.json']);
    expect(store.bySlug('au/training/lessons/first')).toBe(story);
  });

  it('replaces a file atomically and a reload sees the change', async () => {
    dir = await writeContentDir([makeStory(1, 'gb/home')]);
    const store = await StoryStore.load(dir);
    const before = defined(store.byId(1));
    const after = { ...before, name: 'Changed', content: { ...before.content, title: 'New' } };
    await store.save(after, before);
    const reloaded = await StoryStore.load(dir);
    expect(reloaded.byId(1)).toMatchObject({ name: 'Changed', content: { title: 'New' } });
    expect(await filesUnder(dir)).toEqual(['gb/home.json']);
  });

  it('moves the file when the full_slug changes and removes emptied folders', async () => {
    dir = await writeContentDir([makeStory(1, 'gb/home'), makeStory(2, 'gb/old/deep/post')]);
    const store = await StoryStore.load(dir);
    const before = defined(store.byId(2));
    await store.save({ ...before, full_slug: 'us/post', slug: 'post' }, before);
    expect(await filesUnder(dir)).toEqual(['gb/home.json', 'us/post.json']);
    expect(await readdir(path.join(dir, 'gb'))).toEqual(['home.json']);
    expect(store.bySlug('gb/old/deep/post')).toBeUndefined();
    expect((await StoryStore.load(dir)).bySlug('us/post')?.id).toBe(2);
  });

  it('deletes the file on remove', async () => {
    dir = await writeContentDir([makeStory(1, 'gb/home'), makeStory(2, 'gb/blog/post')]);
    const store = await StoryStore.load(dir);
    await store.remove(defined(store.byId(2)));
    expect(store.byId(2)).toBeUndefined();
    expect(await filesUnder(dir)).toEqual(['gb/home.json']);
    expect(store.nextId()).toBe(3);
  });

  it('leaves the index untouched when the write fails', async () => {
    dir = await writeContentDir([makeStory(1, 'gb/home')]);
    const store = await StoryStore.load(dir);
    // A file where a folder must go makes the write fail.
    await writeFile(path.join(dir, 'blocked'), 'x');
    await expect(store.save(makeStory(2, 'blocked/post'))).rejects.toThrow();
    expect(store.byId(2)).toBeUndefined();
  });
});

describe('StoryStore folder markers', () => {
  it('keeps an empty folder in its marker file, read again at the next load, and removes it', async () => {
    dir = await writeContentDir([makeStory(1, 'us/home')]);
    const store = await StoryStore.load(dir);
    await store.markFolder('us/night-shifts', {
      name: 'Night shifts',
      created_at: '2026-05-01T00:00:00.000Z',
    });
    expect(await filesUnder(dir)).toEqual(['us/home.json', 'us/night-shifts/.folder.json']);
    const again = await StoryStore.load(dir);
    expect(again.size).toBe(1);
    expect([...again.folderMarkers()]).toEqual([
      ['us/night-shifts', { name: 'Night shifts', created_at: '2026-05-01T00:00:00.000Z' }],
    ]);
    await again.unmarkFolder('us/night-shifts');
    expect(await filesUnder(dir)).toEqual(['us/home.json']);
    expect((await readdir(path.join(dir, 'us'))).sort()).toEqual(['home.json']);
  });

  it('logs and skips a malformed marker, one in the datasources folder and one on a path no slug has', async () => {
    const errors = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    dir = await writeContentDir([makeStory(1, 'us/home')]);
    for (const [folder, text] of [
      ['us/broken', '{ not json'],
      ['us/nameless', JSON.stringify({ created_at: 'x' })],
      ['datasources/colours', JSON.stringify({ name: 'Colours', created_at: 'x' })],
      ['us/Capitals', JSON.stringify({ name: 'Capitals', created_at: 'x' })],
      ['us/fine', JSON.stringify({ name: 'Fine', created_at: 'x' })],
    ] as const) {
      await mkdir(path.join(dir, folder), { recursive: true });
      await writeFile(path.join(dir, folder, '.folder.json'), text);
    }
    const store = await StoryStore.load(dir);
    expect([...store.folderMarkers().keys()]).toEqual(['us/fine']);
    expect(errors).toHaveBeenCalledTimes(4);
  });

  it('stops the climb of a story removal at a marked folder', async () => {
    dir = await writeContentDir([makeStory(1, 'us/kept/only')]);
    const store = await StoryStore.load(dir);
    await store.markFolder('us/kept', { name: 'Kept', created_at: '2026-05-01T00:00:00.000Z' });
    await store.remove(defined(store.byId(1)));
    expect(await filesUnder(dir)).toEqual(['us/kept/.folder.json']);
  });
});
