// Every request gets an id and one access line (pino-http). The id comes from the proxy in front
// (X-Request-Id) when it looks like an id, so a visitor's request can be followed across both logs;
// anything else is replaced, since it would be written verbatim into every line of the request.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { rootLogger, withRequestId, type Logger } from '../app/logging/logger.server';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The incoming id when it is sane, otherwise a fresh one. */
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The path alone: query strings carry what visitors typed (searches, emails in links). */
function pathOf(request: IncomingMessage): string {
  const url = (request as { originalUrl?: string }).originalUrl ?? request.url ?? '';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

function accessFields(request: IncomingMessage, response: ServerResponse, durationMs: number) {
  // Set by the page cache (server/page-cache): HIT, MISS, STALE, or BYPASS for uncached answers.
  const cache = response.getHeader('X-Cache');
  return {
    method: request.method,
    path: pathOf(request),
    status: response.statusCode,
    durationMs,
    ...(typeof cache === 'string' ? { cache } : {}),
    // The connection closed before the answer was complete: the status is what had been decided.
    ...(response.writableFinished ? {} : { aborted: true }),
  };
}

function accessMessage(request: IncomingMessage, response: ServerResponse): string {
  const line = `${request.method ?? ''} ${pathOf(request)} ${response.statusCode}`;
  return response.writableFinished ? line : `${line} (aborted)`;
}

/**
 * First in the chain: the request's id (echoed as X-Request-Id), `request.log` bound to it, every
 * line logged while serving it carrying it, and its access line once the response ends.
 */
export function requestLogging(logger: Logger = rootLogger()): RequestHandler {
  const httpLogger = pinoHttp({
    logger,
    quietReqLogger: true,
    quietResLogger: true,
    genReqId: (request, response) => {
      const id = requestIdFor(request.headers[REQUEST_ID_HEADER.toLowerCase()]);
      response.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    // Bound once per request by pino-http though never written (quietReqLogger): kept tiny.
    serializers: { req: (request: { method?: string }) => ({ method: request.method }) },
    customAttributeKeys: { responseTime: 'durationMs' },
    customSuccessObject: (request, response, fields: { durationMs: number }) =>
      accessFields(request, response, fields.durationMs),
    // A 5xx is still one access line; the error itself is logged with its stack where it is caught.
    customErrorObject: (request, response, _error, fields: { durationMs: number }) =>
      accessFields(request, response, fields.durationMs),
    customSuccessMessage: accessMessage,
    customErrorMessage: accessMessage,
  });
  return (request, response, next) => {
    httpLogger(request, response);
    withRequestId(String(request.id), next);
  };
}
