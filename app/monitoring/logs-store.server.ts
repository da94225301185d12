// Stores log batches (errors forwarded by the browser, replay-not-started reasons), each log once
// by its id. Error logs also reach the server log, with the same prefix as RUM errors and the
// browser's stack as `detail.stack`.
import { logger } from '../logging/logger.server';
import type { Database } from '../storage/database';
import type { ValidLogsBatch } from './intake-schema.server';
import { CLIENT_ERROR_LOG_PREFIX } from './monitoring-store.server';

/** Stores the logs not seen before; returns how many were new. */
export async function storeLogsBatch(
  db: Database,
  batch: ValidLogsBatch,
  receivedAt: Date = new Date(),
): Promise<number> {
  const received = receivedAt.toISOString();
  const logged: { line: string; stack: string | undefined }[] = [];
  const stored = await db.transaction(async (tx) => {
    let count = 0;
    for (const log of batch.logs) {
      const { changes } = await tx.run(
        `INSERT INTO monitoring_logs
           (id, session_id, status, origin, message, error, attributes, page_url, service, env, version,
            occurred_at, received_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO NOTHING`,
        [
          log.id,
          batch.sessionId ?? null,
          log.status,
          log.origin,
          log.message,
          log.error ? JSON.stringify(log.error) : null,
          log.attributes ? JSON.stringify(log.attributes) : null,
          log.url,
          batch.tags.service,
          batch.tags.env,
          batch.tags.version,
          log.at,
          received,
        ],
      );
      count += changes;
      if (log.status === 'error' && changes > 0) {
        const file = log.error?.file;
        const where = file ? ` (${file}:${log.error?.line ?? '?'}:${log.error?.column ?? '?'})` : '';
        logged.push({
          line: `${CLIENT_ERROR_LOG_PREFIX} log (${log.origin}) on ${log.url}: ${log.message}${where}`,
          stack: log.error?.stack,
        });
      }
    }
    return count;
  });
  for (const { line, stack } of logged) logger.error(line, stack === undefined ? undefined : { stack });
  return stored;
}
