// A rendered answer as the page cache keeps it, and how it is written to one visitor: the CSP
// nonce of this response spliced in, the encoding the browser accepts, and the cache headers.
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { bodyParts, identityParts, type CompiledBody, type Encoding, type SplitBody } from './compiled-body';

export interface CachedResponse {
  status: number;
  headers: [string, string][];
  /** Compressed once, for stored pages. */
  compiled: CompiledBody | undefined;
  /** The body cut at each placeholder (answers that are not stored are not compressed). */
  split: SplitBody;
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

/** br (when the body can have it) > gzip > identity, among what the browser accepts. */
export function preferredEncoding(acceptEncoding: string | undefined, brotliPossible: boolean): Encoding {
  const header = acceptEncoding ?? '';
  if (brotliPossible && acceptedQuality(header, 'br') > 0) return 'br';
  if (acceptedQuality(header, 'gzip') > 0) return 'gzip';
  return 'identity';
}

/** br > gzip > identity, among what the browser accepts and what this body has. */
export function chooseEncoding(acceptEncoding: string | undefined, body: CompiledBody): Encoding {
  return preferredEncoding(acceptEncoding, body.brotli !== undefined);
}

export interface SendOptions {
  xCache: string;
  cacheControl: string | undefined;
  /** This response's values, in the order of the placeholders (response-values.ts). */
  values: readonly string[];
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
  if (options.cacheControl) response.setHeader('Cache-Control', options.cacheControl);
  let parts: Buffer[];
  if (cached.compiled) {
    const encoding = chooseEncoding(request.headers['accept-encoding'], cached.compiled);
    // Already compressed: the compression() middleware leaves this response alone.
    response.locals.pageCacheEncoded = true;
    response.vary('Accept-Encoding');
    if (encoding !== 'identity') response.setHeader('Content-Encoding', encoding);
    parts = bodyParts(cached.compiled, encoding, options.values);
  } else {
    parts = identityParts(cached.split, options.values);
  }
  const body = Buffer.concat(parts);
  response.setHeader('Content-Length', body.length);
  response.end(body);
}
