// Every block renders from the seed content without a warning or an error, and the seed uses every
// block of the registry at least once (so each one is seen on a real page).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deadFragments, fragmentLinks } from '../content/fragment-check.server';
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

  it('links to #fragments that the linked page renders, so they work without JavaScript too', () => {
    // With JavaScript a fragment naming a modal opens it; without, the page must hold that id.
    expect(deadFragments(stories.map(({ story }) => story))).toEqual([]);
    const rendered = new Map<string, Set<string>>();
    for (const [slug, region, blocks] of blockStories) {
      const { html } = renderBlocks(blocks, { region });
      rendered.set(pathForFullSlug(slug), new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!)));
    }
    const unresolved: string[] = [];
    // The exit popups' buttons (local data) follow the same convention.
    const popups = JSON.parse(
      readFileSync(join(process.cwd(), 'app/local-data/exit-popups.json'), 'utf8'),
    ) as Record<string, { cta_link: string }>;
    for (const [name, popup] of Object.entries(popups)) {
      const [path = '', fragment] = popup.cta_link.split('#', 2);
      if (fragment !== undefined && !rendered.get(path)?.has(fragment))
        unresolved.push(`exit popup ${name} -> ${popup.cta_link}`);
    }
    for (const { story } of stories) {
      for (const href of fragmentLinks(story.content)) {
        const [path = '', fragment = ''] = href.split('#', 2);
        const page = path || pathForFullSlug(story.full_slug);
        if (!rendered.get(page)?.has(fragment)) unresolved.push(`${story.full_slug} -> ${href}`);
      }
    }
    expect(unresolved).toEqual([]);
  });

  it('uses every registered block at least once', () => {
    const used = new Set<string>();
    for (const { story } of stories) componentsIn(story.content, used);
    const unused = Object.keys(BLOCKS).filter((name) => !used.has(name));
    expect(unused).toEqual([]);
  });
});
