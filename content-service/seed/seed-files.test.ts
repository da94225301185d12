// The committed seed (content/) is exactly what the generator writes: edit the generator, then run
// `npm run content:seed`.
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
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
