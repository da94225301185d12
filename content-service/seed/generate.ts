// `npm run content:seed`: writes the seed stories to content/ (one JSON file per story, path =
// full_slug + ".json") and the seed datasources to content/datasources/ (one per slug), and deletes
// JSON files the generator no longer produces.
//   npx tsx content-service/seed/generate.ts          write/refresh the files, only warn about others
//   npx tsx content-service/seed/generate.ts --prune  also delete JSON files it did not produce
// Only writes inside content/, never touches content/README.md, and leaves unchanged files alone,
// so re-running without copy changes changes nothing.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { CONTENT_DIR, contentFiles, seedFiles } from './seed-files';

async function readIfExists(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  const prune = process.argv.includes('--prune');
  const files = await seedFiles();
  let changed = 0;
  for (const [file, text] of files) {
    if ((await readIfExists(file)) === text) continue;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
    changed += 1;
  }
  const stale = (await contentFiles()).filter((file) => !files.has(file));
  for (const file of stale) {
    if (prune) await rm(file);
    console.warn(`${prune ? 'deleted' : 'not generated'}: content/${relative(CONTENT_DIR, file)}`);
  }
  console.log(`${files.size} files, ${changed} written, ${stale.length} stale.`);
}

await main();
