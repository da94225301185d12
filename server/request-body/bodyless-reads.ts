// Pages, files and probes are read with GET and HEAD, which carry no body the site would read.
// Node would read and drop one of any size to keep the connection, so a body over a small limit is
// refused with 413 and the connection closed: at once when its Content-Length says so, otherwise
// once the bytes counted on their way in pass the limit.
import type { RequestHandler, Response as ExpressResponse } from 'express';
import { closeAfterAnswer } from './close-after-answer';
import { discardBoundedBody } from './node-body';

/** A body on a read has no meaning here; this much is let through for clients that send one anyway. */
export const READ_REQUEST_MAX_BODY_BYTES = 1024;

const READ_METHODS = new Set(['GET', 'HEAD']);

function refuse(response: ExpressResponse): void {
  closeAfterAnswer(response);
  response
    .status(413)
    .set('Cache-Control', 'no-store')
    .type('text/plain')
    .send('A GET or HEAD request carries no body.');
}

export const refuseBodiesOnReads: RequestHandler = (request, response, next) => {
  if (!READ_METHODS.has(request.method)) return next();
  const declared = request.headers['content-length'];
  if (declared !== undefined && Number(declared) > READ_REQUEST_MAX_BODY_BYTES) return refuse(response);
  // A chunked body has no length to check: it is counted (and dropped) before the page is served.
  if (request.headers['transfer-encoding'] === undefined) return next();
  discardBoundedBody(request, READ_REQUEST_MAX_BODY_BYTES).then(
    (withinLimit) => (withinLimit ? next() : refuse(response)),
    // The client went away while sending it: there is nobody to answer.
    () => response.destroy(),
  );
};
