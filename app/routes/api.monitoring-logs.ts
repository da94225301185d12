// POST LOGS_PATH?token=<logsClientToken>: the browser's log batches (errors forwarded to logs,
// replay-not-started reasons), sent for untracked sessions too. Error logs also go to the server log.
import type { Route } from './+types/api.monitoring-logs';
import { config } from '../../config/index';
import { methodNotAllowed, readIntake } from '../security/intake.server';
import { logger } from '../logging/logger.server';
import { accepted, clientTokenRefusal, databaseUnavailable } from '../monitoring/intake-token.server';
import { logsBatchSchema } from '../monitoring/intake-schema.server';
import { storeLogsBatch } from '../monitoring/logs-store.server';
import { database } from '../database.server';
import { rateLimiter } from '../rate-limits.server';

export const LOGS_MAX_BODY_BYTES = 64 * 1024;
export const LOGS_RATE_LIMIT = { limit: 60, windowMs: 60_000 };

const limiter = rateLimiter('monitoring-logs', LOGS_RATE_LIMIT);

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed();
  const refused = clientTokenRefusal(request, config().monitoring.logsClientToken);
  if (refused) return refused;
  const intake = await readIntake(request, {
    schema: logsBatchSchema,
    maxBytes: LOGS_MAX_BODY_BYTES,
    limiter,
    what: 'log batch',
  });
  if (!intake.ok) return intake.response;
  try {
    await storeLogsBatch(await database(), intake.value);
  } catch (error) {
    logger.error('Log batch could not be stored:', error);
    return databaseUnavailable();
  }
  return accepted();
}

export function loader() {
  return methodNotAllowed();
}
