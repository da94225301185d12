// The analytics collector of the site's own browser client (requirements §7 "Analytics events"): the
// runtime (app/analytics) posts Segment-shaped batches here, by fetch or sendBeacon, same-origin and
// with the 16 known events only. Valid messages are stored once each by messageId, in Segment's
// normal form, and, when configured, forwarded to the analytics destination. 204 on success.
// Server-side sources use the tracking API (/v1/*) instead.
import type { Route } from './+types/api.collect';
import { analyticsBatchSchema } from '../analytics/batch-schema.server';
import { BROWSER_SOURCE, storeAnalyticsMessages } from '../analytics/event-store.server';
import { browserMessage } from '../analytics/segment-spec.server';
import { wakeForwarder } from '../analytics/forwarder.server';
import { methodNotAllowed, plainResponse, readIntake } from '../security/intake.server';
import { logger } from '../logging/logger.server';
import { database } from '../database.server';
import { rateLimiter } from '../rate-limits.server';

export const COLLECT_MAX_BODY_BYTES = 64 * 1024;
/** Per address (a NAT may hide many visitors): a page sends a batch at most every half second. */
export const COLLECT_RATE_LIMIT = { limit: 120, windowMs: 60_000 };

const limiter = rateLimiter('collect', COLLECT_RATE_LIMIT);

export async function action({ request }: Route.ActionArgs) {
  const intake = await readIntake(request, {
    schema: analyticsBatchSchema,
    maxBytes: COLLECT_MAX_BODY_BYTES,
    limiter,
    what: 'analytics batch',
  });
  if (!intake.ok) return intake.response;
  const { batch, sentAt, dropped } = intake.value;
  try {
    const receivedAt = new Date();
    const messages = batch.map((message) => browserMessage(message, sentAt, receivedAt));
    await storeAnalyticsMessages(await database(), messages, BROWSER_SOURCE);
  } catch (error) {
    logger.error('Analytics batch could not be stored:', error);
    // 503: the browser keeps the batch and retries it later.
    return plainResponse(503, 'Analytics is unavailable for a moment; the batch will be retried.', {
      'Retry-After': '30',
    });
  }
  if (dropped) logger.warn(`A browser dropped ${dropped} analytics messages (its queue was full).`);
  wakeForwarder();
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}

export function loader() {
  return methodNotAllowed();
}
