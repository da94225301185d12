// What the seed generator writes: every story as a formatted JSON file at `content/{full_slug}.json`.
// The generator (generate.ts) writes these; seed-files.test.ts fails when the committed content/
// differs from them, so the generator and the JSON never drift apart.
import { readdir } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { buildStories } from './build';

export const CONTENT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../content');

/** Every story file under `dir` (content/README.md and the media folder hold no stories). */
export async function storyFiles(dir = CONTENT_DIR): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return storyFiles(path);
      return entry.name.endsWith('.json') ? [path] : [];
    }),
  );
  return nested.flat();
}

/** JSON.stringify with two-space indentation, then Prettier (so `npm run lint` agrees). */
async function serialise(value: unknown, file: string): Promise<string> {
  const options = (await resolveConfig(file)) ?? {};
  return format(`${JSON.stringify(value, null, 2)}\n`, { ...options, parser: 'json', filepath: file });
}

/** The generated seed: absolute file path → file text. */
export async function seedFiles(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const story of buildStories()) {
    const file = resolve(CONTENT_DIR, `${story.full_slug}.json`);
    if (!file.startsWith(CONTENT_DIR + sep)) throw new Error(`Refusing to write ${file}`);
    if (files.has(file)) throw new Error(`Two stories share the path ${story.full_slug}`);
    files.set(file, await serialise(story, file));
  }
  return files;
}
