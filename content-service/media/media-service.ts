// `GET|HEAD /media/{key}[/m/{transform}]` (params.ts): originals from content/media/, transformed on request with
// sharp, like an image CDN in front of the content service. Public: no token, as CDN assets are.
//
// Caching: originals can be replaced under the same key, so URLs are not `immutable`; instead every
// answer carries a strong ETag over the original's content hash and the normalised transform, and a
// matching If-None-Match gets a 304. Renders are kept in a byte-bounded LRU keyed the same way, so a
// changed original misses the cache without anyone having to purge it.
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';
import { ByteLru } from './byte-lru';
import { JobLimiter } from './job-limiter';
import type { MediaKey } from './key';
import { Originals } from './originals';
import { type MediaTransform, normaliseTransform, parseMediaRequest } from './params';
import { OUTPUT_TYPES, type Rendered, renderTransform } from './transform';

export const MEDIA_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
/**
 * An SVG opened directly is a document: no script, no external loads, only its own styles, and
 * `sandbox` puts it in an origin of its own, so that even a script that got past all that could
 * reach no cookie or storage of this one.
 */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/** Bump when a change to transform.ts alters output for the same parameters, to retire old ETags. */
const PIPELINE_VERSION = 1;

export interface MediaServiceOptions {
  /** The folder holding the originals (`{contentDir}/media`). */
  root: string;
  cacheBytes?: number;
  maxConcurrentJobs?: number;
  maxQueuedJobs?: number;
}

/** A binary answer; the server sends it as it is instead of as JSON. */
export class MediaReply {
  constructor(
    readonly status: 200 | 304,
    readonly headers: Readonly<Record<string, string>>,
    readonly body: Buffer | undefined,
  ) {}
}

export function sendMedia(res: ServerResponse, reply: MediaReply): void {
  res.writeHead(reply.status, reply.headers);
  res.end(reply.body);
}

function entityTag(hash: string, normalised: string): string {
  const digest = createHash('sha256').update(`${PIPELINE_VERSION}\n${hash}\n${normalised}`);
  return `"${digest.digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): a W/ prefix does not matter. */
function matchesEntityTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

export class MediaService {
  private readonly originals: Originals;
  private readonly cache: ByteLru<Rendered>;
  private readonly limiter: JobLimiter;
  /** Identical requests arriving together share one render. */
  private readonly inFlight = new Map<string, Promise<Rendered>>();

  constructor(options: MediaServiceOptions) {
    this.originals = new Originals(path.resolve(options.root));
    this.cache = new ByteLru(options.cacheBytes ?? 64 * 1024 * 1024, (rendered) => rendered.data.length);
    this.limiter = new JobLimiter(options.maxConcurrentJobs ?? 2, options.maxQueuedJobs ?? 64);
  }

  async handle(
    method: string,
    rawPath: string,
    search: URLSearchParams,
    headers: IncomingHttpHeaders,
  ): Promise<MediaReply> {
    const { media, transform } = parseMediaRequest(rawPath, search);
    const normalised = normaliseTransform(transform);
    const original = await this.originals.open(media);
    const cacheKey = `${media.key}/m/${normalised}#${original.hash}`;
    const etag = entityTag(original.hash, normalised);
    const common: Record<string, string> = {
      'cache-control': MEDIA_CACHE_CONTROL,
      etag,
      'x-content-type-options': 'nosniff',
      'access-control-allow-origin': '*',
    };

    // Decided while the original is open; sharp runs only after it is closed again.
    let plan:
      | { kind: 'original'; bytes?: Buffer }
      | { kind: 'cached'; rendered: Rendered }
      | { kind: 'render'; input: Buffer };
    try {
      if (matchesEntityTag(headers['if-none-match'], etag)) {
        return new MediaReply(304, common, undefined);
      }
      if (normalised === '') {
        // A HEAD of an original needs only the size.
        plan = { kind: 'original', bytes: method === 'HEAD' ? undefined : await original.read() };
      } else {
        const rendered = this.cache.get(cacheKey);
        plan = rendered ? { kind: 'cached', rendered } : { kind: 'render', input: await original.read() };
      }
    } finally {
      await original.close();
    }

    if (plan.kind === 'original') {
      const svg = media.extension === 'svg';
      return new MediaReply(
        200,
        {
          ...common,
          'content-type': media.contentType,
          'content-length': String(plan.bytes?.length ?? original.size),
          ...(svg ? { 'content-security-policy': SVG_CONTENT_SECURITY_POLICY } : {}),
        },
        plan.bytes,
      );
    }

    const rendered =
      plan.kind === 'cached'
        ? plan.rendered
        : await (this.inFlight.get(cacheKey) ?? this.render(cacheKey, plan.input, media, transform));
    return new MediaReply(
      200,
      {
        ...common,
        'content-type': OUTPUT_TYPES[rendered.format],
        'content-length': String(rendered.data.length),
        'x-media-cache': plan.kind === 'cached' ? 'HIT' : 'MISS',
      },
      method === 'HEAD' ? undefined : rendered.data,
    );
  }

  private render(
    cacheKey: string,
    input: Buffer,
    media: MediaKey,
    transform: MediaTransform,
  ): Promise<Rendered> {
    const pending = this.limiter
      .run(() => renderTransform(input, media.extension, transform, media.key))
      .then((rendered) => {
        this.cache.set(cacheKey, rendered);
        return rendered;
      })
      .finally(() => this.inFlight.delete(cacheKey));
    this.inFlight.set(cacheKey, pending);
    return pending;
  }
}
