// What the seed generator writes: every story as a formatted JSON file at `content/{full_slug}.json`,
// every datasource at `content/datasources/{slug}.json`. The generator (generate.ts) writes these;
// seed-files.test.ts fails when the committed content/ differs from them, so the generator and the
// JSON never drift apart.
import { readdir } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { DATASOURCES_FOLDER } from '../datasources';
import { buildStories } from './build';
import { buildDatasources } from './datasources';

export const CONTENT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../content');

/** Every JSON file under `dir`: the story and datasource files (content/README.md and the media are not JSON). */
export async function contentFiles(dir = CONTENT_DIR): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return contentFiles(path);
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
  const add = async (relativePath: string, value: unknown) => {
    const file = resolve(CONTENT_DIR, `${relativePath}.json`);
    if (!file.startsWith(CONTENT_DIR + sep)) throw new Error(`Refusing to write ${file}`);
    if (files.has(file)) throw new Error(`Two seed records share the path ${relativePath}`);
    files.set(file, await serialise(value, file));
  };
  for (const story of buildStories()) {
    if (story.full_slug.startsWith(`${DATASOURCES_FOLDER}/`)) {
      throw new Error(
        `A story under ${DATASOURCES_FOLDER}/ would be read as a datasource: ${story.full_slug}`,
      );
    }
    await add(story.full_slug, story);
  }
  for (const datasource of buildDatasources()) {
    await add(`${DATASOURCES_FOLDER}/${datasource.slug}`, datasource);
  }
  return files;
}
