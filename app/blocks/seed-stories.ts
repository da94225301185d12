// The generated seed stories under content/{us,gb,au}/, for the tests that check every page.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Region } from '../regions/region';

const CONTENT_DIR = join(process.cwd(), 'content');

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'media' ? [] : storyFiles(path);
    return entry.name.endsWith('.json') ? [path] : [];
  });
}

export interface StoryFile {
  full_slug: string;
  content: Record<string, unknown>;
}

export function seedStories(): { region: Region; story: StoryFile }[] {
  return (['us', 'gb', 'au'] as const).flatMap((region) =>
    storyFiles(join(CONTENT_DIR, region)).map((file) => ({
      region,
      story: JSON.parse(readFileSync(file, 'utf8')) as StoryFile,
    })),
  );
}

/** Stories whose content is a list of blocks (pages) or one block (navigation). */
export function blockList(story: StoryFile): unknown[] | null {
  if (story.content.component === 'page') return story.content.body as unknown[];
  if (['header_navigation', 'footer_navigation'].includes(String(story.content.component))) {
    return [story.content];
  }
  return null;
}
