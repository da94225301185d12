// POST REPLAY_PATH?token=<clientToken>: one session-replay segment per multipart form (`segment`,
// the gzip of the records; `event`, its JSON description). Checked whole before it is stored
// (app/monitoring/replay-segment.server.ts); a segment sent twice is stored once.
import type { Route } from './+types/api.monitoring-replay';
import { config } from '../../config/index';
import { methodNotAllowed, plainResponse } from '../security/intake.server';
import { logger } from '../logging/logger.server';
import { accepted, clientTokenRefusal, databaseUnavailable } from '../monitoring/intake-token.server';
import { checkReplayUpload, REPLAY_MAX_BODY_BYTES } from '../monitoring/replay-segment.server';
import { storeReplaySegment } from '../monitoring/replay-store.server';
import { clientAddress, tooManyRequests } from '../security/rate-limit.server';
import { readBoundedBody, TOO_LARGE_HEADERS, type BoundedBody } from '../security/bounded-body.server';
import { checkSameOrigin, crossSiteRefused } from '../security/same-origin.server';
import { database } from '../database.server';
import { rateLimiter } from '../rate-limits.server';

/** Per address: a recorded page sends a segment every few seconds at most (view changes, size limit). */
export const REPLAY_RATE_LIMIT = { limit: 120, windowMs: 60_000 };

const limiter = rateLimiter('monitoring-replay', REPLAY_RATE_LIMIT);
const tooLarge = () =>
  plainResponse(
    413,
    `The replay upload is larger than ${REPLAY_MAX_BODY_BYTES / 1024} KB.`,
    TOO_LARGE_HEADERS,
  );

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed();
  const { clientToken, applicationId } = config().monitoring;
  const refused = clientTokenRefusal(request, clientToken);
  if (refused) return refused;
  const siteUrl = config().site.url;
  if (!checkSameOrigin(request, siteUrl ? [siteUrl] : []).ok) return crossSiteRefused();
  const verdict = await limiter.take(clientAddress(request));
  if (!verdict.ok) return tooManyRequests(verdict);

  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    return plainResponse(415, 'A replay segment must be sent as multipart/form-data.');
  }
  let body: BoundedBody;
  try {
    body = await readBoundedBody(request, REPLAY_MAX_BODY_BYTES);
  } catch {
    return plainResponse(400, 'The replay upload could not be read to its end.');
  }
  if (!body.ok) return tooLarge();
  let form: FormData;
  try {
    form = await new Response(body.bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return plainResponse(400, 'The replay upload is not a valid multipart form.');
  }
  const upload = await checkReplayUpload(form, applicationId);
  if (!upload.ok) return plainResponse(upload.status, upload.message);
  try {
    await storeReplaySegment(await database(), upload.value);
  } catch (error) {
    logger.error('Replay segment could not be stored:', error);
    return databaseUnavailable();
  }
  return accepted();
}

export function loader() {
  return methodNotAllowed();
}
