// The collector's storage: one row per analytics message in `analytics_events`, keyed by its
// messageId so a retried batch is stored once, whichever door it came in by (the browser's
// /api/collect or the tracking API's /v1/*). The payload is the message in Segment's normal form
// (./segment-spec.server.ts), as it is forwarded. The forwarding columns make the table its own
// delivery queue for ./forwarder.server.ts (the table: ./migrations.ts).
import type { Database } from '../storage/database';
import type { SegmentMessage } from './segment-spec.server';

/** Where the browser client's messages come from, in the `source` column. */
export const BROWSER_SOURCE = 'browser';

/** Stores the messages not seen before; returns how many were new. */
export async function storeAnalyticsMessages(
  db: Database,
  messages: readonly SegmentMessage[],
  source: string,
): Promise<number> {
  return db.transaction().execute(async (tx) => {
    let stored = 0;
    for (const message of messages) {
      const inserted = await tx
        .insertInto('analytics_events')
        .values({
          message_id: message.messageId,
          type: message.type,
          event: message.type === 'track' ? (message.event ?? null) : null,
          anonymous_id: message.anonymousId ?? null,
          user_id: message.userId ?? null,
          occurred_at: message.timestamp,
          sent_at: message.sentAt ?? null,
          received_at: message.receivedAt,
          payload: JSON.stringify(message),
          source,
        })
        .onConflict((conflict) => conflict.column('message_id').doNothing())
        .executeTakeFirst();
      stored += Number(inserted.numInsertedOrUpdatedRows ?? 0);
    }
    return stored;
  });
}
