// The seed's images: every media key a story names is a file under content/media (and none is a
// placeholder), every post, insight and customer story has a described picture, and the
// illustrations are self-contained vector files of a sensible size.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ILLUSTRATIONS, illustrationKey, type IllustrationName } from './lib/illustrations';

const CONTENT_DIR = join(process.cwd(), 'content');
const MEDIA_DIR = join(CONTENT_DIR, 'media');
const ILLUSTRATION_DIR = join(MEDIA_DIR, 'illustrations');
/** Kept small so a page of cards stays light; the largest drawing today is under 12 KB. */
const MAX_ILLUSTRATION_BYTES = 15_000;

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // Dot folders hold no stories (the editor's .history/).
    if (entry.name.startsWith('.')) return [];
    if (entry.isDirectory()) return ['media', 'datasources'].includes(entry.name) ? [] : storyFiles(path);
    // content/components.json holds the component definitions, not a story.
    return entry.name.endsWith('.json') && path !== join(CONTENT_DIR, 'components.json') ? [path] : [];
  });
}

interface StoryFile {
  full_slug: string;
  content: Record<string, unknown>;
}

interface MediaUse {
  key: string;
  alt: string | null;
}

/** Image entities (imageS3Key) and asset fields (filename under /media/) anywhere in a story. */
function mediaIn(value: unknown, found: MediaUse[] = []): MediaUse[] {
  if (Array.isArray(value)) value.forEach((item) => mediaIn(item, found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.imageS3Key === 'string') {
      found.push({
        key: record.imageS3Key,
        alt: typeof record.imageAlt === 'string' ? record.imageAlt : null,
      });
    }
    if (typeof record.filename === 'string' && record.filename.startsWith('/media/')) {
      found.push({ key: record.filename.slice('/media/'.length), alt: null });
    }
    Object.values(record).forEach((child) => mediaIn(child, found));
  }
  return found;
}

const stories = storyFiles(CONTENT_DIR).map((file) => JSON.parse(readFileSync(file, 'utf8')) as StoryFile);

describe('seed media', () => {
  it.each(stories.map((story) => [story.full_slug, story] as const))(
    '%s names only media files that exist, and no placeholder',
    (_slug, story) => {
      for (const { key } of mediaIn(story.content)) {
        expect(key, `${story.full_slug}: ${key}`).not.toMatch(/(^|\/)placeholder-/);
        expect(
          existsSync(join(MEDIA_DIR, key)),
          `${story.full_slug}: ${key} is not under content/media`,
        ).toBe(true);
      }
    },
  );

  it('gives every blog post, insight and customer story a picture with alt text', () => {
    const listed = stories.filter((story) =>
      ['blog_post', 'insight', 'customer_story'].includes(String(story.content.component)),
    );
    expect(listed.length).toBeGreaterThan(100);
    for (const story of listed) {
      const image = story.content.image as MediaUse & { imageAlt?: string; imageS3Key?: string };
      expect(image?.imageS3Key, story.full_slug).toMatch(/^illustrations\/[a-z0-9-]+\.svg$/);
      expect(image?.imageAlt?.trim(), story.full_slug).toBeTruthy();
    }
  });

  it('describes every illustration it uses (only decorative images have an empty alt)', () => {
    for (const story of stories) {
      for (const { key, alt } of mediaIn(story.content)) {
        if (key.startsWith('illustrations/')) expect(alt?.trim(), `${story.full_slug}: ${key}`).toBeTruthy();
      }
    }
  });
});

describe('illustrations', () => {
  const files = readdirSync(ILLUSTRATION_DIR).filter((name) => name.endsWith('.svg'));

  it('has a file for every catalogue entry, and an entry for every file', () => {
    const named = (Object.keys(ILLUSTRATIONS) as IllustrationName[]).map(illustrationKey);
    expect(files.map((name) => `illustrations/${name}`).sort()).toEqual([...named].sort());
  });

  it.each(files)('%s is a small, self-contained vector with a viewBox', (name) => {
    const path = join(ILLUSTRATION_DIR, name);
    const svg = readFileSync(path, 'utf8');
    expect(statSync(path).size).toBeLessThan(MAX_ILLUSTRATION_BYTES);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 \d+ \d+"/);
    expect(svg).not.toMatch(/<script|<image|<foreignObject|\bon[a-z]+=|(?:xlink:)?href=|url\((?!#)|@import/i);
    // Text is drawn with a font stack that falls back to any sans-serif.
    if (svg.includes('<text')) expect(svg).toMatch(/font-family:Inter,[^;}]*sans-serif/);
  });

  it('leaves no placeholder image in the media folder', () => {
    expect(readdirSync(MEDIA_DIR).filter((name) => name.startsWith('placeholder-'))).toEqual([]);
  });
});
