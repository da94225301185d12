// React Router for the requests that are not cached pages (form posts, the intakes, the webhook,
// the admin), in place of @react-router/express's adapter, whose request body reads the socket
// without limit, ends quietly when the client goes away and destroys the connection when a route
// stops reading (the client saw a reset instead of its 413). Here the body is a bounded stream
// (node-body.ts), and an answer given before the body was read to its end closes the connection, so
// that Node neither waits for nor reads the rest.
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import { writeReadableStreamToWritable } from '@react-router/node';
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router';
import { closeAfterAnswer } from './close-after-answer';
import { boundedNodeBody } from './node-body';

/**
 * Above every endpoint's own limit (the largest, a replay segment, is 512 KB; see
 * docs/request-limits.md): only a route that reads its body without a limit of its own meets it.
 */
export const BODY_CEILING_BYTES = 1024 * 1024;

export interface StreamedRequestOptions {
  /** The build, or how to get the current one per request (development: Vite's, new after an edit). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  url: (request: ExpressRequest) => URL;
  loadContext: (
    request: ExpressRequest,
    response: ExpressResponse,
  ) => RouterContextProvider | Promise<RouterContextProvider>;
  maxBodyBytes?: number;
}

const BODYLESS_METHODS = new Set(['GET', 'HEAD']);

function headersOf(request: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

function tooLarge(response: ExpressResponse, maxBytes: number): void {
  closeAfterAnswer(response);
  response
    .status(413)
    .set('Cache-Control', 'no-store')
    .type('text/plain')
    .send(`The request body is larger than ${Math.round(maxBytes / 1024)} KB.`);
}

/**
 * As @react-router/express sends an answer: status, every header (Set-Cookie one by one), body;
 * with `Connection: close` once when either the route or `close` asks for it.
 */
async function send(response: ExpressResponse, answer: Response, close: boolean): Promise<void> {
  if (response.destroyed || response.writableEnded) {
    await answer.body?.cancel();
    return;
  }
  response.statusMessage = answer.statusText;
  response.status(answer.status);
  for (const [name, value] of answer.headers) if (name !== 'connection') response.append(name, value);
  if (close || /\bclose\b/i.test(answer.headers.get('connection') ?? '')) closeAfterAnswer(response);
  if (/text\/event-stream/i.test(answer.headers.get('content-type') ?? '')) response.flushHeaders();
  if (!answer.body) {
    response.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(answer.body, response);
  } catch (error) {
    if (response.destroyed || response.writableEnded) return;
    throw error;
  }
}

export function createStreamedHandler(options: StreamedRequestOptions): RequestHandler {
  const handle = createRequestHandler(options.build, options.mode);
  const maxBytes = options.maxBodyBytes ?? BODY_CEILING_BYTES;
  return async (request, response, next) => {
    try {
      const body = BODYLESS_METHODS.has(request.method) ? undefined : boundedNodeBody(request, maxBytes);
      // The route's work is abandoned when the visitor leaves before the answer is written.
      const controller = new AbortController();
      response.once('close', () => {
        if (!response.writableFinished) controller.abort();
      });
      const fetchRequest = new Request(options.url(request), {
        method: request.method,
        headers: headersOf(request),
        signal: controller.signal,
        ...(body ? { body: body.stream, duplex: 'half' } : {}),
      } as RequestInit);
      const answer = await handle(fetchRequest, await options.loadContext(request, response));
      if (body?.overflowed()) {
        // Whatever the route made of a body cut short, the client's mistake is its size.
        await answer.body?.cancel();
        tooLarge(response, maxBytes);
        return;
      }
      // `complete`: Node's parser has seen the whole message. If not, the rest is never read.
      await send(response, answer, !request.complete);
    } catch (error) {
      next(error);
    }
  };
}
