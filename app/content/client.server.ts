// The only door to the content service (requirements §7-§9). Routes never build content URLs; they call
// the functions in stories.server.ts, which call this client.
//
// storyblok-js-client already does, as the requirements ask: 429 retried after 300 ms up to 10 times with
// the log line 'Hit rate limit. Retrying in 0.3 seconds.'; statuses outside 200-206 rejected with
// the error body's message or 'Unknown error'; relations and links resolved in batches of 50 uuids;
// the cache version tracked per token and sent as `cv`. This wrapper adds what it lacks: the
// missing-token error log, `per_page` 25 on every listing, the requirements' 5 (3 with OAuth) requests/s,
// typed errors, and noticing a new cache version (a publish) through `spaces/me`.
import StoryblokClient from 'storyblok-js-client';
import type { ISbResult, ISbStoriesParams, ISbStoryParams } from 'storyblok-js-client';
import { config } from '../../config/index';
import { logger } from '../logging/logger.server';
import { inPreviewScope } from '../preview/preview-scope.server';
import { announceNewContent, onNewContent } from './content-events';

export const DEFAULT_PER_PAGE = 25;
export const MISSING_TOKEN_MESSAGE =
  'Content access token missing: an access token must be provided (set CONTENT_TOKEN).';

export type ContentVersion = 'published' | 'draft';

export interface ContentClientOptions {
  endpoint: string;
  token: string | undefined;
  version: ContentVersion;
  rateLimit: number;
  timeoutMs: number;
  /** How long a known cache version is trusted before `spaces/me` is asked again. */
  cvTtlMs: number;
  oauthToken?: string | undefined;
  /** 'memory' keeps published answers until the cache version changes; 'none' for tests. */
  cache?: 'memory' | 'none';
  maxRetries?: number;
  retriesDelayMs?: number;
  /** Lets tests observe the requests that go over the wire. */
  fetch?: typeof fetch;
}

/** A content request that failed, with the status the service answered (if it answered). */
export class ContentError extends Error {
  override name = 'ContentError';
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
  }
  get isNotFound(): boolean {
    return this.status === 404;
  }
}

export interface StoryList<T> {
  stories: T[];
  total: number;
  perPage: number;
}

export interface ContentClient {
  readonly version: ContentVersion;
  getStory(slugOrId: string, params?: ISbStoryParams): Promise<unknown>;
  getStories(params?: ISbStoriesParams): Promise<StoryList<unknown>>;
  /** The current cache version, refreshed from `spaces/me` when older than the TTL. */
  cacheVersion(): Promise<number>;
  /**
   * Forget the known cache version: the next request asks `spaces/me` again, and does not wait for
   * an answer to a question asked before (a publish: the webhook, or another instance's notice).
   */
  invalidate(): void;
  /**
   * A newer cache version learnt elsewhere (another copy of this module, or another instance, that
   * asked `spaces/me` itself): taken as the current one without asking again. One request less
   * after every publish, when each costs a fifth of a second of the client's rate limit.
   */
  adoptCacheVersion(cv: number): void;
}

function toContentError(reason: unknown): ContentError {
  if (reason instanceof ContentError) return reason;
  if (reason && typeof reason === 'object') {
    const { message, status } = reason as { message?: unknown; status?: unknown };
    return new ContentError(
      typeof message === 'string' && message ? message : 'Unknown error',
      typeof status === 'number' ? status : undefined,
    );
  }
  return new ContentError(typeof reason === 'string' ? reason : 'Unknown error', undefined);
}

/**
 * storyblok-js-client's own timeout counts whole seconds and stops once the headers arrive; this
 * one aborts at CONTENT_TIMEOUT_MS whether the service is silent or sends its body slowly.
 */
export function fetchWithTimeout(timeoutMs: number, base: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
    return base(input, { ...init, signal });
  };
}

export function createContentClient(options: ContentClientOptions): ContentClient {
  const token = options.token ?? '';
  const sb = new StoryblokClient({
    accessToken: token,
    endpoint: options.endpoint,
    version: options.version,
    rateLimit: options.rateLimit,
    timeout: Math.max(1, Math.ceil(options.timeoutMs / 1000)),
    maxRetries: options.maxRetries ?? 10,
    retriesDelay: options.retriesDelayMs ?? 300,
    cache: options.cache === 'none' ? { clear: 'manual' } : { type: 'memory', clear: 'auto' },
    ...(options.oauthToken ? { oauthToken: options.oauthToken } : {}),
    fetch: fetchWithTimeout(options.timeoutMs, options.fetch),
  });

  let knownCv = 0;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<number> | undefined;
  // Counts invalidations: an answer to a question asked before the latest one may predate the
  // publish that caused it, so it must neither be trusted for the TTL nor replace a newer version.
  let invalidations = 0;
  /** A version taken from elsewhere, until the client has dropped its old answers and sends it. */
  let adoption: Promise<unknown> | undefined;

  function requireToken(): void {
    if (!token) {
      logger.error(MISSING_TOKEN_MESSAGE);
      throw new ContentError(MISSING_TOKEN_MESSAGE, 401);
    }
  }

  async function refreshCacheVersion(): Promise<number> {
    const asked = invalidations;
    const response = (await sb.get('cdn/spaces/me', {})) as ISbResult;
    const version = Number((response.data as { space?: { version?: unknown } }).space?.version);
    if (!Number.isFinite(version)) throw new ContentError('Unknown error', undefined);
    // Invalidated meanwhile: the question asked since then decides; this answer serves only those
    // who were waiting for it.
    if (asked !== invalidations) return version;
    if (version !== knownCv) {
      // A publish happened: drop cached answers of the old version and ask with the new cv.
      await sb.flushCache();
      sb.setCacheVersion(version);
      const first = knownCv === 0;
      knownCv = version;
      // The page cache (server/page-cache) renders again what it rendered from the old version.
      if (!first) announceNewContent(version);
    }
    checkedAt = Date.now();
    return version;
  }

  async function cacheVersion(): Promise<number> {
    requireToken();
    if (adoption) await adoption;
    if (Date.now() - checkedAt < options.cvTtlMs) return knownCv;
    if (!inFlight) {
      const flight = refreshCacheVersion()
        .catch((reason: unknown) => {
          throw toContentError(reason);
        })
        .finally(() => {
          if (inFlight === flight) inFlight = undefined;
        });
      inFlight = flight;
    }
    return inFlight;
  }

  async function request<T>(run: () => Promise<T>): Promise<T> {
    await cacheVersion();
    try {
      return await run();
    } catch (reason) {
      throw toContentError(reason);
    }
  }

  return {
    version: options.version,
    getStory: (slugOrId, params = {}) =>
      request(async () => {
        const response = await sb.getStory(slugOrId, { version: options.version, ...params });
        return response.data.story as unknown;
      }),
    getStories: (params = {}) =>
      request(async () => {
        const perPage = params.per_page ?? DEFAULT_PER_PAGE;
        const response = await sb.getStories({
          version: options.version,
          ...params,
          per_page: perPage,
        });
        return {
          stories: response.data.stories as unknown[],
          total: response.total ?? response.data.stories.length,
          perPage: response.perPage ?? perPage,
        };
      }),
    cacheVersion,
    adoptCacheVersion: (cv) => {
      // Versions are publish times: one not newer than ours is ours, or a late echo of it.
      if (!Number.isFinite(cv) || cv <= knownCv) return;
      // Old answers are dropped, then the new cv is sent (flushing also forgets the client's cv);
      // requests wait for both (cacheVersion()).
      const adopted = sb.flushCache().then(() => sb.setCacheVersion(cv));
      adoption = adopted;
      void adopted.finally(() => {
        if (adoption === adopted) adoption = undefined;
      });
      knownCv = cv;
      checkedAt = Date.now();
      // A question on its way now may have been asked before this publish: not waited for.
      invalidations += 1;
      inFlight = undefined;
    },
    invalidate: () => {
      checkedAt = Number.NEGATIVE_INFINITY;
      // A question already on its way may have been answered before the publish: the next request
      // asks again rather than wait for that answer and render the old content with it.
      invalidations += 1;
      inFlight = undefined;
    },
  };
}

let shared: ContentClient | undefined;
let drafts: ContentClient | undefined;

function configuredClient(version: ContentVersion, token: string | undefined): ContentClient {
  const { content } = config();
  const client = createContentClient({
    endpoint: content.apiUrl,
    token,
    version,
    rateLimit: content.rateLimit,
    timeoutMs: content.timeoutMs,
    cvTtlMs: content.cvTtlMs,
    oauthToken: content.oauthToken,
  });
  // Another copy of this module saw a publish first (the build's, which runs the webhook, or the
  // server's, whose listener hears other instances' publishes: content/publish-broadcast.server.ts):
  // take the version it learnt, or, when it could not learn it, ask `spaces/me` on the next
  // request instead of trusting the old version until its TTL ends.
  onNewContent((cv) => (cv === null ? client.invalidate() : client.adoptCacheVersion(cv)));
  return client;
}

/**
 * The site's content client, configured from the environment. Inside an editor's preview
 * (app/preview/preview-scope.server.ts) it is the one that reads drafts with the preview token;
 * storyblok-js-client keeps no draft answer, so a preview always sees the latest save.
 */
export function contentClient(): ContentClient {
  const { content } = config();
  if (inPreviewScope() && content.previewToken) {
    drafts ??= configuredClient('draft', content.previewToken);
    return drafts;
  }
  // A whole deployment of drafts (CONTENT_VERSION=draft) needs the preview token too (§7).
  shared ??= configuredClient(
    content.version,
    content.version === 'draft' ? content.previewToken : content.token,
  );
  return shared;
}
