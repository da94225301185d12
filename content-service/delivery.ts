// The content-delivery API (`/v2/cdn/...`), answering as the Storyblok CDN does so that
// storyblok-js-client needs no adaptation: `spaces/me`, one story, and the stories listing.
import { PUBLIC_TOKEN_DRAFT, readerFor } from './auth';
import type { CacheVersion } from './cache-version';
import { HttpError, notFound, unprocessable } from './errors';
import type { Reply } from './http';
import { readSearchParams } from './params';
import { presentStory, versionView } from './present';
import {
  parseReadOptions,
  type ReadOptions,
  SPACE_PARAMS,
  STORIES_PARAMS,
  STORY_PARAMS,
} from './read-options';
import { parseListing, selectStories } from './query';
import { type Lookup, resolveReferences } from './relations';
import type { StoryStore } from './store';
import type { ContentServiceOptions, Story } from './types';

export interface DeliveryContext {
  store: StoryStore;
  cv: CacheVersion;
  options: ContentServiceOptions;
  /** The service's own address, answered as the space's domain. */
  url: string;
}

const STORY_PREFIX = '/cdn/stories/';

/** `path` is the part after `/v2`, still percent-encoded. */
export function handleDelivery(context: DeliveryContext, path: string, search: URLSearchParams): Reply {
  const reader = readerFor(search.get('token') ?? undefined, context.options);
  if (path === '/cdn/spaces/me' || path === '/cdn/spaces/me/') {
    readSearchParams(search, SPACE_PARAMS);
    return spaceReply(context);
  }
  if (path === '/cdn/stories' || path === '/cdn/stories/') {
    const params = readSearchParams(search, STORIES_PARAMS);
    const options = readOptionsFor(params.values, reader);
    const listing = parseListing(params);
    const visible = context.store
      .all()
      .map((story) => versionView(story, options.version))
      .filter((story) => story !== undefined);
    const { stories, total } = selectStories(visible, listing);
    return {
      status: 200,
      body: {
        stories: stories.map((story) => presentStory(story, options)),
        cv: context.cv.value,
        ...resolveReferences(stories, options, lookupFor(context.store, options)),
      },
      headers: { total: String(total), 'per-page': String(listing.perPage) },
    };
  }
  if (path.startsWith(STORY_PREFIX)) {
    const { values } = readSearchParams(search, STORY_PARAMS);
    const options = readOptionsFor(values, reader);
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

function readOptionsFor(values: ReadonlyMap<string, string>, reader: string): ReadOptions {
  const options = parseReadOptions(values);
  if (options.version === 'draft' && reader !== 'preview') throw new HttpError(401, PUBLIC_TOKEN_DRAFT);
  return options;
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
  let key: string;
  try {
    key = decodeURIComponent(rawKey).replace(/\/+$/, '');
  } catch {
    throw unprocessable(`Malformed story path: ${rawKey}`);
  }
  if (findBy !== undefined) {
    if (findBy !== 'uuid') throw unprocessable(`Invalid find_by: "${findBy}" (expected uuid)`);
    return store.byUuid(key);
  }
  // As on the CDN, a number is an id; a slug made only of digits is still found by its slug.
  if (/^\d+$/.test(key)) return store.byId(Number(key)) ?? store.bySlug(key);
  return store.bySlug(key);
}
