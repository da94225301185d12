// /media/{key}: the site forwards image requests to the media service (content-service/media), so
// pages only ever reference their own origin and a CDN in front of the site caches images too.
// Only GET and HEAD pass; the answer's status, type, caching and validators are kept.
import type { RequestHandler } from 'express';
import { logger } from '../app/logging/logger.server';

const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'content-security-policy',
  'x-media-cache',
];
const TIMEOUT_MS = 10_000;

export function mediaProxy(upstream: string): RequestHandler {
  return async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.status(405).setHeader('Allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed');
      return;
    }
    // request.url is the part after the /media mount point, query string included.
    const target = `${upstream}${request.url}`;
    try {
      const answer = await fetch(target, {
        method: request.method,
        headers: request.headers['if-none-match']
          ? { 'if-none-match': request.headers['if-none-match'] }
          : {},
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      });
      response.status(answer.status);
      for (const name of PASSED_HEADERS) {
        const value = answer.headers.get(name);
        if (value) response.setHeader(name, value);
      }
      if (request.method === 'HEAD' || answer.status === 304 || !answer.body) {
        response.end();
        return;
      }
      response.end(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      logger.warn('Media service unavailable', error);
      if (!response.headersSent) {
        response
          .status(502)
          .setHeader('Retry-After', '30')
          .type('text/plain')
          .send('Media service unavailable');
      }
    }
  };
}
