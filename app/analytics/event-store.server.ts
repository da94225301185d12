// The collector's storage: one row per analytics message in `analytics_events`, keyed by the
// browser's messageId so a retried batch is stored once. The forwarding columns make the table
// its own delivery queue for ./forwarder.server.ts (the table: ./migrations.ts).
import type { Database } from '../storage/database';
import type { ValidAnalyticsMessage } from './batch-schema.server';

/** Stores the messages not seen before; returns how many were new. */
export async function storeAnalyticsMessages(
  db: Database,
  messages: readonly ValidAnalyticsMessage[],
  sentAt: string,
  receivedAt: Date = new Date(),
): Promise<number> {
  const received = receivedAt.toISOString();
  return db.transaction().execute(async (tx) => {
    let stored = 0;
    for (const message of messages) {
      const inserted = await tx
        .insertInto('analytics_events')
        .values({
          message_id: message.messageId,
          type: message.type,
          event: message.type === 'track' ? message.event : null,
          anonymous_id: message.anonymousId,
          user_id: message.userId ?? null,
          occurred_at: message.timestamp,
          sent_at: sentAt,
          received_at: received,
          payload: JSON.stringify({ ...message, sentAt, receivedAt: received }),
        })
        .onConflict((conflict) => conflict.column('message_id').doNothing())
        .executeTakeFirst();
      stored += Number(inserted.numInsertedOrUpdatedRows ?? 0);
    }
    return stored;
  });
}
