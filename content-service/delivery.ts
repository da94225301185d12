// The content-delivery API (`/v2/cdn/...`), answering as the Storyblok CDN does so that
// storyblok-js-client needs no adaptation: `spaces/me`, one story, the stories listing, links,
// tags, datasources and datasource entries.
import { PUBLIC_TOKEN_DRAFT, type Reader, readerFor } from './auth';
import type { CacheVersion } from './cache-version';
import {
  type DatasourceStore,
  pageOfDatasources,
  parseEntriesQuery,
  presentDatasource,
  selectEntries,
} from './datasources';
import { HttpError, notFound, unprocessable } from './errors';
import type { Reply } from './http';
import { allLinks, keyedByUuid, parseIncludeDates, parseLinksQuery, selectLinks } from './links';
import { pagingHeaders, readPaging } from './paging';
import { readSearchParams } from './params';
import { presentStory, versionView } from './present';
import {
  DATASOURCE_ENTRIES_PARAMS,
  DATASOURCE_PARAMS,
  DATASOURCES_PARAMS,
  LINK_PARAMS,
  LINKS_PARAMS,
  parseReadOptions,
  parseVersion,
  type ReadOptions,
  SPACE_PARAMS,
  STORIES_PARAMS,
  STORY_PARAMS,
  TAGS_PARAMS,
} from './read-options';
import { parseListing, selectStories } from './query';
import { type Lookup, resolveReferences } from './relations';
import type { StoryStore } from './store';
import { countTags } from './tags';
import type { ContentServiceOptions, ContentVersion, Story } from './types';

export interface DeliveryContext {
  store: StoryStore;
  datasources: DatasourceStore;
  cv: CacheVersion;
  options: ContentServiceOptions;
  /** The service's own address, answered as the space's domain. */
  url: string;
}

const STORY_PREFIX = '/cdn/stories/';
const LINK_PREFIX = '/cdn/links/';
const DATASOURCE_PREFIX = '/cdn/datasources/';

/** `/cdn/links` and `/cdn/links/` alike (the CDN's own examples use both). */
function isPath(path: string, base: string): boolean {
  return path === base || path === `${base}/`;
}

/** `path` is the part after `/v2`, still percent-encoded. */
export function handleDelivery(context: DeliveryContext, path: string, search: URLSearchParams): Reply {
  const reader = readerFor(search.get('token') ?? undefined, context.options);
  if (path === '/cdn/spaces/me' || path === '/cdn/spaces/me/') {
    readSearchParams(search, SPACE_PARAMS);
    return spaceReply(context);
  }
  if (path === '/cdn/stories' || path === '/cdn/stories/') {
    const params = readSearchParams(search, STORIES_PARAMS);
    const options = readOptionsFor(params.values, reader, context);
    const listing = parseListing(params);
    const { stories, total } = selectStories(visibleStories(context.store, options.version), listing);
    return {
      status: 200,
      body: {
        stories: stories.map((story) => presentStory(story, options)),
        cv: context.cv.value,
        ...resolveReferences(stories, options, lookupFor(context.store, options)),
      },
      headers: pagingHeaders(total, listing),
    };
  }
  if (isPath(path, '/cdn/links')) return linksReply(context, search, reader);
  if (isPath(path, '/cdn/tags')) return tagsReply(context, search, reader);
  if (isPath(path, '/cdn/datasources')) return datasourcesReply(context, search);
  if (isPath(path, '/cdn/datasource_entries')) return entriesReply(context, search);
  if (path.startsWith(LINK_PREFIX)) return linkReply(context, path.slice(LINK_PREFIX.length), search, reader);
  if (path.startsWith(DATASOURCE_PREFIX)) {
    return datasourceReply(context, path.slice(DATASOURCE_PREFIX.length), search);
  }
  if (path.startsWith(STORY_PREFIX)) {
    const { values } = readSearchParams(search, STORY_PARAMS);
    const options = readOptionsFor(values, reader, context);
    const stored = findStory(context.store, path.slice(STORY_PREFIX.length), values.get('find_by'));
    const story = stored && versionView(stored, options.version);
    if (!story) throw notFound();
    return {
      status: 200,
      body: {
        story: presentStory(story, options),
        cv: context.cv.value,
        ...resolveReferences([story], options, lookupFor(context.store, options)),
      },
    };
  }
  throw notFound(`Not found: /v2${path}`);
}

function readOptionsFor(
  values: ReadonlyMap<string, string>,
  reader: Reader,
  context: DeliveryContext,
): ReadOptions {
  const options = parseReadOptions(values);
  if (options.version === 'draft' && reader !== 'preview') throw new HttpError(401, PUBLIC_TOKEN_DRAFT);
  // Drafts are what the Visual Editor shows: their blocks say which story and block they are.
  if (options.version === 'draft') options.editableSpace = String(context.options.spaceId);
  return options;
}

/** The version asked for, under the same token rule as stories: drafts need the preview token. */
function versionFor(values: ReadonlyMap<string, string>, reader: Reader): ContentVersion {
  const version = parseVersion(values);
  if (version === 'draft' && reader !== 'preview') throw new HttpError(401, PUBLIC_TOKEN_DRAFT);
  return version;
}

/** The stories a `version` reader sees, as they see them. */
function visibleStories(store: StoryStore, version: ContentVersion): Story[] {
  return store
    .all()
    .map((story) => versionView(story, version))
    .filter((story) => story !== undefined);
}

function linksReply(context: DeliveryContext, search: URLSearchParams, reader: Reader): Reply {
  const { values } = readSearchParams(search, LINKS_PARAMS);
  const version = versionFor(values, reader);
  const query = parseLinksQuery(values);
  const stored = context.store.all();
  const links = allLinks(stored, visibleStories(context.store, version), query.includeDates);
  const { links: page, total } = selectLinks(links, query);
  return {
    status: 200,
    body: { links: keyedByUuid(page), cv: context.cv.value },
    headers: pagingHeaders(total, query.paging),
  };
}

function linkReply(context: DeliveryContext, rawKey: string, search: URLSearchParams, reader: Reader): Reply {
  const { values } = readSearchParams(search, LINK_PARAMS);
  const version = versionFor(values, reader);
  const includeDates = parseIncludeDates(values);
  const uuid = decodeKey(rawKey, 'link uuid');
  const links = allLinks(context.store.all(), visibleStories(context.store, version), includeDates);
  const link = links.find((candidate) => candidate.uuid === uuid);
  if (!link) throw notFound();
  return { status: 200, body: { link, cv: context.cv.value } };
}

function tagsReply(context: DeliveryContext, search: URLSearchParams, reader: Reader): Reply {
  const { values } = readSearchParams(search, TAGS_PARAMS);
  const version = versionFor(values, reader);
  // Read (and so checked) like everywhere else, but the CDN does not page tags.
  readPaging(values, Number.MAX_SAFE_INTEGER);
  const tags = countTags(visibleStories(context.store, version), values.get('starts_with') || undefined);
  return { status: 200, body: { tags, cv: context.cv.value } };
}

// Datasources have no drafts: `version` is checked (the client always sends it) and changes nothing.
function datasourcesReply(context: DeliveryContext, search: URLSearchParams): Reply {
  const { values } = readSearchParams(search, DATASOURCES_PARAMS);
  parseVersion(values);
  const { datasources, total, paging } = pageOfDatasources(context.datasources, values);
  return {
    status: 200,
    body: { datasources, cv: context.cv.value },
    headers: pagingHeaders(total, paging),
  };
}

function datasourceReply(context: DeliveryContext, rawKey: string, search: URLSearchParams): Reply {
  const { values } = readSearchParams(search, DATASOURCE_PARAMS);
  parseVersion(values);
  const key = decodeKey(rawKey, 'datasource');
  const datasource = /^\d+$/.test(key)
    ? (context.datasources.byId(Number(key)) ?? context.datasources.bySlug(key))
    : context.datasources.bySlug(key);
  if (!datasource) throw notFound();
  return { status: 200, body: { datasource: presentDatasource(datasource), cv: context.cv.value } };
}

function entriesReply(context: DeliveryContext, search: URLSearchParams): Reply {
  const { values } = readSearchParams(search, DATASOURCE_ENTRIES_PARAMS);
  parseVersion(values);
  const query = parseEntriesQuery(values);
  const { entries, total } = selectEntries(context.datasources, query);
  return {
    status: 200,
    body: { datasource_entries: entries, cv: context.cv.value },
    headers: pagingHeaders(total, query.paging),
  };
}

/** A path segment, percent-decoded, without trailing slashes. */
function decodeKey(rawKey: string, what: string): string {
  try {
    return decodeURIComponent(rawKey).replace(/\/+$/, '');
  } catch {
    throw unprocessable(`Malformed ${what}: ${rawKey}`);
  }
}

function spaceReply(context: DeliveryContext): Reply {
  const { options } = context;
  return {
    status: 200,
    body: {
      space: {
        id: options.spaceId,
        name: options.spaceName,
        domain: `${context.url}/`,
        version: context.cv.value,
        language_codes: [],
      },
    },
  };
}

function lookupFor(store: StoryStore, options: ReadOptions): Lookup {
  return (uuid) => {
    const story = store.byUuid(uuid);
    return story && versionView(story, options.version);
  };
}

function findStory(store: StoryStore, rawKey: string, findBy: string | undefined): Story | undefined {
  const key = decodeKey(rawKey, 'story path');
  if (findBy !== undefined) {
    if (findBy !== 'uuid') throw unprocessable(`Invalid find_by: "${findBy}" (expected uuid)`);
    return store.byUuid(key);
  }
  // As on the CDN, a number is an id; a slug made only of digits is still found by its slug.
  if (/^\d+$/.test(key)) return store.byId(Number(key)) ?? store.bySlug(key);
  return store.bySlug(key);
}
