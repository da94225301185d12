// POST MONITORING_PATH?token=<clientToken>: the browser's RUM batches (views, actions, long tasks,
// vitals, errors, replay-not-started reasons), by fetch or sendBeacon. Errors also go to the server log.
import type { Route } from './+types/api.monitoring';
import { config } from '../../config/index';
import { methodNotAllowed, plainResponse, readIntake } from '../security/intake.server';
import { logger } from '../logging/logger.server';
import { accepted, clientTokenRefusal, databaseUnavailable } from '../monitoring/intake-token.server';
import { monitoringBatchSchema } from '../monitoring/intake-schema.server';
import { storeMonitoringBatch } from '../monitoring/monitoring-store.server';
import { database } from '../database.server';
import { rateLimiter } from '../rate-limits.server';

export const MONITORING_MAX_BODY_BYTES = 64 * 1024;
/** Per address: a page reports every few seconds at most, and once more when hidden. */
export const MONITORING_RATE_LIMIT = { limit: 60, windowMs: 60_000 };

const limiter = rateLimiter('monitoring', MONITORING_RATE_LIMIT);

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed();
  const { clientToken, applicationId } = config().monitoring;
  const refused = clientTokenRefusal(request, clientToken);
  if (refused) return refused;
  const intake = await readIntake(request, {
    schema: monitoringBatchSchema,
    maxBytes: MONITORING_MAX_BODY_BYTES,
    limiter,
    what: 'monitoring batch',
  });
  if (!intake.ok) return intake.response;
  if (intake.value.applicationId !== applicationId) {
    return plainResponse(400, 'Unknown monitoring application id.');
  }
  try {
    await storeMonitoringBatch(await database(), intake.value, request.headers.get('user-agent'));
  } catch (error) {
    logger.error('Monitoring batch could not be stored:', error);
    return databaseUnavailable();
  }
  return accepted();
}

export function loader() {
  return methodNotAllowed();
}
