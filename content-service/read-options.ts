// Which query parameters each delivery endpoint accepts, and the options every read shares
// (version, relations, links, presentation). Listing-only parameters are read in query.ts, the
// links, tags and datasource parameters in links.ts, tags.ts and datasources.ts.
import { unprocessable } from './errors';
import { listParam, positiveIntParam } from './params';
import type { ContentVersion } from './types';

const READ_PARAMS = [
  'token',
  'version',
  'cv',
  'resolve_relations',
  'resolve_links',
  'resolve_level',
  'language',
  'fallback_lang',
  'excluding_fields',
  'excluding_story_fields',
];

/** Every endpoint takes these; storyblok-js-client sends `version` on every CDN call. */
const BASE_PARAMS = ['token', 'version', 'cv'];
const PAGING_PARAMS = ['page', 'per_page'];

export const SPACE_PARAMS: ReadonlySet<string> = new Set(BASE_PARAMS);
export const STORY_PARAMS: ReadonlySet<string> = new Set([...READ_PARAMS, 'find_by']);
export const STORIES_PARAMS: ReadonlySet<string> = new Set([
  ...READ_PARAMS,
  'per_page',
  'page',
  'starts_with',
  'by_uuids',
  'by_uuids_ordered',
  'by_slugs',
  'excluding_slugs',
  'excluding_ids',
  'sort_by',
  'is_startpage',
  'with_tag',
  'filter_query',
  'content_type',
  'search_term',
  'level',
]);

export const LINKS_PARAMS: ReadonlySet<string> = new Set([
  ...BASE_PARAMS,
  ...PAGING_PARAMS,
  'starts_with',
  'with_parent',
  'include_dates',
  'paginated',
]);
export const LINK_PARAMS: ReadonlySet<string> = new Set([...BASE_PARAMS, 'include_dates']);
/** The CDN does not page tags; `page` and `per_page` (getAll sends them) are read and ignored. */
export const TAGS_PARAMS: ReadonlySet<string> = new Set([...BASE_PARAMS, ...PAGING_PARAMS, 'starts_with']);
export const DATASOURCES_PARAMS: ReadonlySet<string> = new Set([...BASE_PARAMS, ...PAGING_PARAMS]);
export const DATASOURCE_PARAMS: ReadonlySet<string> = new Set(BASE_PARAMS);
export const DATASOURCE_ENTRIES_PARAMS: ReadonlySet<string> = new Set([
  ...BASE_PARAMS,
  ...PAGING_PARAMS,
  'datasource',
  'dimension',
]);

export type LinkMode = 'story' | 'url' | 'link';

export interface ReadOptions {
  version: ContentVersion;
  /** `component.field` pairs whose uuids are resolved into `rels`. */
  relations: string[];
  /** 1: relations of the answered stories; 2: also relations of those relations. */
  resolveLevel: number;
  links: LinkMode | undefined;
  excludingFields: string[];
  excludingStoryFields: string[];
  language: string | undefined;
  fallbackLang: string | undefined;
  /**
   * The space whose Visual Editor markers (`_editable`) draft answers carry on every block, as
   * Storyblok's do; set by the delivery API for draft reads only.
   */
  editableSpace?: string;
}

const LANGUAGE = /^(?:default|[a-z]{2,3}(?:[-_][a-z0-9]+)*)$/i;

function languageParam(values: ReadonlyMap<string, string>, name: string): string | undefined {
  const raw = values.get(name);
  if (raw === undefined || raw === '') return undefined;
  if (!LANGUAGE.test(raw)) throw unprocessable(`Invalid ${name}: "${raw}"`);
  return raw;
}

/** `version` (published by default) and `cv`, which every endpoint takes and checks alike. */
export function parseVersion(values: ReadonlyMap<string, string>): ContentVersion {
  const version = values.get('version') ?? 'published';
  if (version !== 'published' && version !== 'draft') {
    throw unprocessable(`Invalid version: "${version}" (expected published or draft)`);
  }
  const cv = values.get('cv');
  if (cv !== undefined && cv !== '' && !/^\d+$/.test(cv)) {
    throw unprocessable(`Invalid cv: "${cv}" is not a cache version`);
  }
  return version;
}

export function parseReadOptions(values: ReadonlyMap<string, string>): ReadOptions {
  const version = parseVersion(values);
  const relations = listParam(values.get('resolve_relations'));
  for (const relation of relations) {
    if (!/^[^.]+\.[^.]+$/.test(relation)) {
      throw unprocessable(`Invalid resolve_relations entry: "${relation}" (expected component.field)`);
    }
  }
  const resolveLevel = positiveIntParam(values, 'resolve_level', 1);
  if (resolveLevel > 3) throw unprocessable('Invalid resolve_level: at most 3 levels are resolved');

  const rawLinks = values.get('resolve_links');
  let links: LinkMode | undefined;
  if (rawLinks === 'story' || rawLinks === '1') links = 'story';
  else if (rawLinks === 'url' || rawLinks === 'link') links = rawLinks;
  else if (rawLinks !== undefined && rawLinks !== '0' && rawLinks !== '') {
    throw unprocessable(`Invalid resolve_links: "${rawLinks}" (expected story, url, link, 1 or 0)`);
  }

  return {
    version,
    relations,
    resolveLevel,
    links,
    excludingFields: listParam(values.get('excluding_fields')),
    excludingStoryFields: listParam(values.get('excluding_story_fields')),
    language: languageParam(values, 'language'),
    fallbackLang: languageParam(values, 'fallback_lang'),
  };
}
