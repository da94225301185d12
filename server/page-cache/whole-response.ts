// A page rendered for one visitor (a personal request, or every request with PAGE_CACHE=0) is sent
// as one body compressed in one pass, as the page cache's pages are. No route defers loader data,
// so a streamed document ends within the same render anyway; streaming it went through a web stream
// and the compression() middleware's streaming compressor, which cost more CPU per page than the
// compressing itself, and 0.7 MB of brotli state for each open response.
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import compression from 'compression';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { preferredEncoding } from './cached-response';
import { brotliText } from './compiled-body';

const gzip = promisify(zlib.gzip);

/** Smaller bodies gain less than the Content-Encoding header costs (compression()'s default). */
const COMPRESS_FROM_BYTES = 1024;
// Compressed once per request, on libuv's threads: compression()'s brotli quality. A stored page
// is compressed at 5 (compiled-body.ts), as it is sent many times.
const BROTLI_QUALITY = 4;

/** Headers that describe the rendered body as React Router produced it, not as it is sent. */
const TRANSFER_HEADERS = /^(?:content-length|content-encoding|transfer-encoding)$/i;

function compress(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'gzip' ? gzip(body) : brotliText(body, BROTLI_QUALITY);
}

/** Writes a rendered answer whole: status, headers, and the body in the best encoding the browser takes. */
export async function sendWhole(
  request: ExpressRequest,
  response: ExpressResponse,
  answer: Response,
): Promise<void> {
  const body = Buffer.from(await answer.arrayBuffer());
  // A visitor who left during the render gets nothing written.
  if (response.closed || response.destroyed) return;
  if (answer.statusText) response.statusMessage = answer.statusText;
  response.status(answer.status);
  for (const [name, value] of answer.headers) {
    if (!TRANSFER_HEADERS.test(name)) response.append(name, value);
  }
  // Ours to encode: the compression() middleware leaves this response alone.
  response.locals.pageCacheEncoded = true;
  let sent: Buffer = body;
  if (compression.filter(request, response)) {
    response.vary('Accept-Encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity' && body.length >= COMPRESS_FROM_BYTES) {
      sent = await compress(body, encoding);
      response.setHeader('Content-Encoding', encoding);
    }
  }
  response.setHeader('Content-Length', sent.length);
  response.end(sent);
}
