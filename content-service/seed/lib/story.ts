// Story objects (README "A story file"): stable ids, UUIDs derived from the full slug, and a
// `_uid` on every block derived from the full slug and the block's position in the tree.
import { derivedUuid } from '../../derived-ids';
import { localise, localiseText, type Region } from './locale';

// The seed writes exactly what the content service reads.
export type { Block, Story } from '../../types';
import type { Block, Story } from '../../types';

export interface StorySpec {
  /** `us`, `gb`, `au`, or `settings` for the shared settings folder. */
  folder: Region | 'settings';
  /** Path inside the folder: `home`, `blog/shift-swaps`, `training/lessons/templates`. */
  path: string;
  name: string;
  id: number;
  position: number;
  startpage?: boolean;
  tags?: string[];
  /** `YYYY-MM-DD HH:mm` (UTC) of creation; also the publication time unless `published` says. */
  created: string;
  /** `YYYY-MM-DD HH:mm`, or null for a story that was never published. */
  published?: string | null;
  /** `YYYY-MM-DD HH:mm` of the first publication, when it differs from `published`. */
  firstPublished?: string;
  updated?: string;
  content: Block;
}

/** A v4-shaped UUID derived from a seed string (stable across runs): the content service's own. */
export const uuidFrom = derivedUuid;

/** `2025-06-03 09:00` plus `days` days, in the same format. */
export function addDays(stamp: string, days: number): string {
  const date = new Date(iso(stamp));
  date.setUTCDate(date.getUTCDate() + days);
  return `${date.toISOString().slice(0, 10)} ${stamp.slice(11)}`;
}

/** `2025-06-03 09:00` -> `2025-06-03T09:00:00.000Z`. */
export function iso(stamp: string): string {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(stamp)) throw new Error(`Bad stamp ${stamp}`);
  return `${stamp.replace(' ', 'T')}:00.000Z`;
}

function withUids(fullSlug: string, value: unknown, path: string): unknown {
  if (Array.isArray(value)) {
    return value.map((item, index) => withUids(fullSlug, item, `${path}.${index}`));
  }
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(
    ([key, item]) => [key, withUids(fullSlug, item, `${path}.${key}`)] as const,
  );
  const object = Object.fromEntries(entries) as Record<string, unknown>;
  if (typeof object['component'] !== 'string') return object;
  const { component, ...rest } = object;
  return { _uid: uuidFrom(`uid:${fullSlug}:${path}`), component, ...rest };
}

export function story(spec: StorySpec): Story {
  const path = spec.folder === 'settings' ? spec.path : localiseText(spec.folder, spec.path);
  const fullSlug = `${spec.folder}/${path}`;
  const slug = path.split('/').pop() ?? path;
  const localised = spec.folder === 'settings' ? spec.content : localise(spec.folder, spec.content);
  const name = spec.folder === 'settings' ? spec.name : localiseText(spec.folder, spec.name);
  const published = spec.published === undefined ? spec.created : spec.published;
  return {
    id: spec.id,
    uuid: uuidFrom(`story:${fullSlug}`),
    name,
    slug,
    full_slug: fullSlug,
    created_at: iso(spec.created),
    published_at: published === null ? null : iso(published),
    first_published_at: published === null ? null : iso(spec.firstPublished ?? published),
    updated_at: iso(spec.updated ?? published ?? spec.created),
    position: spec.position,
    is_startpage: spec.startpage ?? false,
    parent_id: null,
    group_id: uuidFrom(`group:${fullSlug}`),
    lang: 'default',
    tag_list: spec.tags ?? [],
    content: withUids(fullSlug, localised, 'content') as Block,
  };
}
