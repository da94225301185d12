// A rendered answer as the page cache keeps it, and how it is written to one visitor: the same
// bytes for everyone, in the encoding the browser accepts, with the policy that allows its scripts
// by hash and the cache headers.
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import type { CompiledBody, Encoding } from './compiled-body';

export interface CachedResponse {
  status: number;
  headers: [string, string][];
  /** Compressed once, for stored pages; answers that are not stored are compressed per response. */
  body: Buffer | CompiledBody;
  /** The CSP script sources that allow the page's inline scripts (server/security/headers.ts). */
  scriptSources: string;
}

/** Headers that describe one transfer, or that the cache sets itself. */
const UNSTORED_HEADERS = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
  'vary',
]);

export function storedHeaders(headers: Headers): [string, string][] {
  return [...headers].filter(([name]) => !UNSTORED_HEADERS.has(name.toLowerCase()));
}

function acceptedQuality(header: string, coding: string): number {
  let wildcard: number | undefined;
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    const quality = q === undefined ? 1 : Number(q);
    if (name === coding) return Number.isFinite(quality) ? quality : 0;
    if (name === '*') wildcard = Number.isFinite(quality) ? quality : 0;
  }
  return wildcard ?? 0;
}

/** br > gzip > identity, among what the browser accepts. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const header = acceptEncoding ?? '';
  if (acceptedQuality(header, 'br') > 0) return 'br';
  if (acceptedQuality(header, 'gzip') > 0) return 'gzip';
  return 'identity';
}

export interface SendOptions {
  xCache: string;
  cacheControl: string | undefined;
}

export function sendCached(
  request: ExpressRequest,
  response: ExpressResponse,
  cached: CachedResponse,
  options: SendOptions,
): void {
  response.status(cached.status);
  for (const [name, value] of cached.headers) response.append(name, value);
  response.setHeader('X-Cache', options.xCache);
  response.setHeader('Content-Security-Policy', response.locals.sharedPagePolicy(cached.scriptSources));
  if (options.cacheControl) response.setHeader('Cache-Control', options.cacheControl);
  let body: Buffer;
  if (Buffer.isBuffer(cached.body)) {
    body = cached.body;
  } else {
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    // Already compressed: the compression() middleware leaves this response alone.
    response.locals.pageCacheEncoded = true;
    response.vary('Accept-Encoding');
    if (encoding !== 'identity') response.setHeader('Content-Encoding', encoding);
    body = cached.body[encoding];
  }
  response.setHeader('Content-Length', body.length);
  response.end(body);
}
