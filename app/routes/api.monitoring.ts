// The monitoring intake (issue 5 item 5): the first-party reporter (app/monitoring) posts batches of
// browser errors and web vitals here, by fetch or sendBeacon. Errors also go to the server log.
import type { Route } from './+types/api.monitoring';
import { methodNotAllowed, plainResponse, readIntake } from '../analytics/intake.server';
import { logger } from '../logging/logger.server';
import { monitoringBatchSchema } from '../monitoring/intake-schema.server';
import { storeMonitoringBatch } from '../monitoring/monitoring-store.server';
import { RateLimiter } from '../security/rate-limit.server';
import { database } from '../storage/store.server';

export const MONITORING_MAX_BODY_BYTES = 64 * 1024;
/** Per address: a page reports every few seconds at most, and once more when hidden. */
export const MONITORING_RATE_LIMIT = { limit: 60, windowMs: 60_000 };

const limiter = new RateLimiter(MONITORING_RATE_LIMIT);

export async function action({ request }: Route.ActionArgs) {
  const intake = await readIntake(request, {
    schema: monitoringBatchSchema,
    maxBytes: MONITORING_MAX_BODY_BYTES,
    limiter,
    what: 'monitoring batch',
  });
  if (!intake.ok) return intake.response;
  try {
    await storeMonitoringBatch(await database(), intake.value, request.headers.get('user-agent'));
  } catch (error) {
    logger.error('Monitoring batch could not be stored:', error);
    return plainResponse(503, 'Monitoring is unavailable for a moment.', { 'Retry-After': '30' });
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}

export function loader() {
  return methodNotAllowed();
}
