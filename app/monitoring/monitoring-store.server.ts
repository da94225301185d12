// Stores monitoring events, and forwards browser errors to the server log (§9: errors forwarded
// to logs) with a prefix an operator can grep for.
import { logger } from '../logging/logger.server';
import type { Database } from '../storage/database.server';
import type { ValidMonitoringBatch } from './intake-schema.server';

export const CLIENT_ERROR_LOG_PREFIX = '[client-error]';
const MAX_USER_AGENT_LENGTH = 300;

/** Stores the events not seen before; returns how many were new. */
export async function storeMonitoringBatch(
  db: Database,
  batch: ValidMonitoringBatch,
  userAgent: string | null,
  receivedAt: Date = new Date(),
): Promise<number> {
  const received = receivedAt.toISOString();
  const agent = userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null;
  const stored = await db.transaction(async (tx) => {
    let count = 0;
    for (const event of batch.events) {
      const isError = event.kind === 'error';
      const { changes } = await tx.run(
        `INSERT INTO monitoring_events
           (id, session_id, kind, name, message, stack, file, value, page_url, user_agent, occurred_at, received_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO NOTHING`,
        [
          event.id,
          batch.sessionId,
          event.kind,
          isError ? event.source : event.name,
          isError ? event.message : null,
          isError ? (event.stack ?? null) : null,
          isError ? (event.file ?? null) : null,
          isError ? null : event.value,
          event.url,
          agent,
          event.at,
          received,
        ],
      );
      count += changes;
      if (isError && changes > 0) {
        const where = event.file ? ` (${event.file}:${event.line ?? '?'}:${event.column ?? '?'})` : '';
        logger.error(`${CLIENT_ERROR_LOG_PREFIX} ${event.source} on ${event.url}: ${event.message}${where}`);
      }
    }
    return count;
  });
  return stored;
}
