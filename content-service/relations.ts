// resolve_relations and resolve_links. The service answers the referenced stories next to the
// result (`rels`, `links`) and storyblok-js-client splices them into the content. Past 50 it answers
// only their uuids (`rel_uuids`, `link_uuids`): the client then fetches them itself with `by_uuids`
// in batches of 50, as the real CDN makes it do.
import type { LinkMode, ReadOptions } from './read-options';
import { linkEntry, presentStory } from './present';
import { isRecord, type Story } from './types';

export const INLINE_LIMIT = 50;

function walk(value: unknown, visit: (node: Record<string, unknown>) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, visit);
  } else if (isRecord(value)) {
    visit(value);
    for (const item of Object.values(value)) walk(item, visit);
  }
}

/** Uuids held by `component.field` relation fields, in order of appearance. */
export function relationUuids(content: unknown, fields: ReadonlySet<string>): string[] {
  const found: string[] = [];
  walk(content, (node) => {
    if (typeof node.component !== 'string') return;
    for (const [key, value] of Object.entries(node)) {
      if (!fields.has(`${node.component}.${key}`)) continue;
      const items: unknown[] = Array.isArray(value) ? value : [value];
      for (const item of items) if (typeof item === 'string' && item !== '') found.push(item);
    }
  });
  return found;
}

/**
 * Targets of story links: multilink fields keep the target's uuid in `id`, rich-text link marks in
 * `attrs.uuid`; storyblok-js-client looks for exactly those two.
 */
export function linkUuids(content: unknown): string[] {
  const found: string[] = [];
  walk(content, (node) => {
    if (node.linktype !== 'story') return;
    if (typeof node.id === 'string' && node.id !== '') found.push(node.id);
    if (typeof node.uuid === 'string' && node.uuid !== '') found.push(node.uuid);
  });
  return found;
}

export interface References {
  rels: Story[];
  rel_uuids?: string[];
  links: unknown[];
  link_uuids?: string[];
}

/** `lookup` gives the story as this reader's version shows it, or undefined if they may not see it. */
export type Lookup = (uuid: string) => Story | undefined;

function collect(uuids: Iterable<string>, lookup: Lookup, into: Map<string, Story>): Story[] {
  const added: Story[] = [];
  for (const uuid of uuids) {
    if (into.has(uuid)) continue;
    const story = lookup(uuid);
    if (!story) continue;
    into.set(uuid, story);
    added.push(story);
  }
  return added;
}

function presentLink(story: Story, mode: LinkMode, options: ReadOptions): unknown {
  return mode === 'story' ? presentStory(story, options) : linkEntry(story);
}

export function resolveReferences(
  answered: readonly Story[],
  options: ReadOptions,
  lookup: Lookup,
): References {
  const result: References = { rels: [], links: [] };
  const related = new Map<string, Story>();
  if (options.relations.length > 0) {
    const fields = new Set(options.relations);
    let frontier: readonly Story[] = answered;
    // Level 2 also resolves the relations inside related stories (the client asks for it).
    for (let level = 1; level <= options.resolveLevel && frontier.length > 0; level += 1) {
      frontier = collect(
        frontier.flatMap((story) => relationUuids(story.content, fields)),
        lookup,
        related,
      );
    }
    if (related.size > INLINE_LIMIT) result.rel_uuids = [...related.keys()];
    else result.rels = [...related.values()].map((story) => presentStory(story, options));
  }

  const mode = options.links;
  if (mode) {
    const targets = new Map<string, Story>();
    const sources = [...answered, ...related.values()];
    collect(
      sources.flatMap((story) => linkUuids(story.content)),
      lookup,
      targets,
    );
    if (targets.size > INLINE_LIMIT) result.link_uuids = [...targets.keys()];
    else result.links = [...targets.values()].map((story) => presentLink(story, mode, options));
  }
  return result;
}
