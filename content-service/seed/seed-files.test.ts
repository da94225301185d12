// The committed seed (content/) is exactly what the generator writes: edit the generator, then run
// `npm run content:seed`.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir, removeDir } from '../test-support';
import { CONTENT_DIR, contentFiles, seedFiles } from './seed-files';

describe('the committed seed content', () => {
  it('is what the generator writes, file for file', async () => {
    const generated = await seedFiles();
    const committed = await contentFiles();
    const name = (file: string) => relative(CONTENT_DIR, file);

    expect(committed.filter((file) => !generated.has(file)).map(name), 'not generated').toEqual([]);
    const differing: string[] = [];
    for (const [file, text] of generated) {
      const onDisk = await readFile(file, 'utf8').catch(() => undefined);
      if (onDisk !== text) differing.push(name(file));
    }
    expect(differing, 'missing or different from the generator (run npm run content:seed)').toEqual([]);
  }, 60_000);
});

describe('the content files the generator compares and prunes', () => {
  it('leave out dot files and folders (.history/, the editor versions), so --prune keeps them', async () => {
    const dir = await makeTempDir();
    try {
      await mkdir(join(dir, 'gb'), { recursive: true });
      await mkdir(join(dir, '.history'), { recursive: true });
      await writeFile(join(dir, 'gb', 'home.json'), '{}');
      await writeFile(join(dir, '.history', '1.json'), '{}');
      await writeFile(join(dir, 'gb', '.home.json.1a2b.tmp'), '{}');
      expect((await contentFiles(dir)).map((file) => relative(dir, file))).toEqual([join('gb', 'home.json')]);
    } finally {
      await removeDir(dir);
    }
  });
});
