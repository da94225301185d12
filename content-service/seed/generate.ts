// Writes the seed stories to content/ (one JSON file per story, path = full_slug + ".json").
//   npx tsx content-service/seed/generate.ts          write/refresh the files
//   npx tsx content-service/seed/generate.ts --prune  also delete JSON files it did not produce
// Only writes inside content/, never touches content/README.md, and leaves unchanged files alone,
// so re-running without copy changes changes nothing.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { buildStories } from './build';

const CONTENT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../content');

async function jsonFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return jsonFiles(path);
      return entry.name.endsWith('.json') ? [path] : [];
    }),
  );
  return nested.flat();
}

/** JSON.stringify with two-space indentation, then Prettier (so `npm run lint` agrees). */
async function serialise(value: unknown, file: string): Promise<string> {
  const options = (await resolveConfig(file)) ?? {};
  return format(`${JSON.stringify(value, null, 2)}\n`, {
    ...options,
    parser: 'json',
    filepath: file,
  });
}

async function readIfExists(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  const prune = process.argv.includes('--prune');
  const stories = buildStories();
  const written = new Set<string>();
  let changed = 0;
  for (const story of stories) {
    const file = resolve(CONTENT_DIR, `${story.full_slug}.json`);
    if (!file.startsWith(CONTENT_DIR + sep)) throw new Error(`Refusing to write ${file}`);
    if (written.has(file)) throw new Error(`Two stories share the path ${story.full_slug}`);
    written.add(file);
    const text = await serialise(story, file);
    if ((await readIfExists(file)) === text) continue;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
    changed += 1;
  }
  const stale = (await jsonFiles(CONTENT_DIR)).filter((file) => !written.has(file));
  for (const file of stale) {
    if (prune) await rm(file);
    console.warn(`${prune ? 'deleted' : 'not generated'}: content/${relative(CONTENT_DIR, file)}`);
  }
  console.log(`${stories.length} stories, ${changed} file(s) written, ${stale.length} stale.`);
}

await main();
