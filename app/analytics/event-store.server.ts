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
  return db.transaction(async (tx) => {
    let stored = 0;
    for (const message of messages) {
      const { changes } = await tx.run(
        `INSERT INTO analytics_events
           (message_id, type, event, anonymous_id, user_id, occurred_at, sent_at, received_at, payload)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (message_id) DO NOTHING`,
        [
          message.messageId,
          message.type,
          message.type === 'track' ? message.event : null,
          message.anonymousId,
          message.userId ?? null,
          message.timestamp,
          sentAt,
          received,
          JSON.stringify({ ...message, sentAt, receivedAt: received }),
        ],
      );
      stored += changes;
    }
    return stored;
  });
}
