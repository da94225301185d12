// Every block renders from the seed content without a warning or an error, and the seed uses every
// block of the registry at least once (so each one is seen on a real page).
import { describe, expect, it } from 'vitest';
import { pathForFullSlug } from '../content/links';
import { BLOCKS } from './registry';
import { blockList, seedStories } from './seed-stories';
import { renderBlocks } from './test-support';

function componentsIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => componentsIn(item, found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.component === 'string') found.add(record.component);
    // Rich-text embeds keep their blocks in attrs.body.
    Object.values(record).forEach((child) => componentsIn(child, found));
  }
  return found;
}

/** Site paths in link fields (multilinks and rich-text link marks). */
function internalLinks(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => internalLinks(item, found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of ['url', 'href', 'cached_url']) {
      const link = record[key];
      if (typeof link === 'string' && /^\/(?!\/|media\/)/.test(link)) found.push(link);
    }
    Object.values(record).forEach((child) => internalLinks(child, found));
  }
  return found;
}

const stories = seedStories();

describe('seed content', () => {
  const blockStories = stories.flatMap(({ region, story }) => {
    const blocks = blockList(story);
    return blocks ? [[story.full_slug, region, blocks] as const] : [];
  });

  it.each(blockStories)('%s renders every block without a warning', (_slug, region, blocks) => {
    const { warnings, errors } = renderBlocks(blocks, { region });
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('links only to pages that exist', () => {
    const pages = new Set<string>();
    for (const { region, story } of stories) {
      pages.add(pathForFullSlug(story.full_slug));
      const prefix = region === 'us' ? '' : `/${region}`;
      for (const list of ['/blog', '/glossary', '/training', '/customers', '/compliance-hub']) {
        pages.add(`${prefix}${list}`);
      }
    }
    const broken: string[] = [];
    for (const { story } of stories) {
      for (const href of internalLinks(story.content)) {
        const path = href.replace(/[?#].*$/, '').replace(/\/$/, '') || '/';
        if (!pages.has(path) && !/^(\/(gb|au))?\/blog\/page\/\d+$/.test(path)) {
          broken.push(`${story.full_slug} -> ${href}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('uses every registered block at least once', () => {
    const used = new Set<string>();
    for (const { story } of stories) componentsIn(story.content, used);
    const unused = Object.keys(BLOCKS).filter((name) => !used.has(name));
    expect(unused).toEqual([]);
  });
});
