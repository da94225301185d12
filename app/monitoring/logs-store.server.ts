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
  const stored = await db.transaction().execute(async (tx) => {
    let count = 0;
    for (const log of batch.logs) {
      const inserted = await tx
        .insertInto('monitoring_logs')
        .values({
          id: log.id,
          session_id: batch.sessionId ?? null,
          status: log.status,
          origin: log.origin,
          message: log.message,
          error: log.error ? JSON.stringify(log.error) : null,
          attributes: log.attributes ? JSON.stringify(log.attributes) : null,
          page_url: log.url,
          service: batch.tags.service,
          env: batch.tags.env,
          version: batch.tags.version,
          occurred_at: log.at,
          received_at: received,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      const changes = Number(inserted.numInsertedOrUpdatedRows ?? 0);
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
