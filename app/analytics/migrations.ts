// The analytics collector's table, handed to app/database.server.ts.
// message_id is the browser's id and the primary key, so a batch delivered twice is stored once.
// Forwarding state lives in the same row: the table is the forwarder's queue, and a pass claims the
// rows it sends with a lease (forward_claim_token, forward_claimed_until), as the lead outbox does,
// so several instances forward each message once.
// AnalyticsEventsTable is the row type Kysely checks the queries against.
import type { Generated } from 'kysely';
import type { Migration } from '../storage/migrations.server';

export interface AnalyticsEventsTable {
  message_id: string;
  type: string;
  event: string | null;
  anonymous_id: string;
  user_id: string | null;
  occurred_at: string;
  sent_at: string;
  received_at: string;
  /** The message as JSON, as it is forwarded. */
  payload: string;
  forwarded_at: string | null;
  forward_attempts: Generated<number>;
  next_forward_at: string | null;
  forward_error: string | null;
  forward_claim_token: string | null;
  forward_claimed_until: string | null;
}

declare module '../storage/database' {
  interface SiteTables {
    analytics_events: AnalyticsEventsTable;
  }
}

export const ANALYTICS_MIGRATIONS: readonly Migration[] = [
  {
    id: '006-analytics-events',
    sql: `CREATE TABLE analytics_events (
  message_id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  event TEXT,
  anonymous_id TEXT NOT NULL,
  user_id TEXT,
  occurred_at TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  received_at TEXT NOT NULL,
  payload TEXT NOT NULL,
  forwarded_at TEXT,
  forward_attempts INTEGER NOT NULL DEFAULT 0,
  next_forward_at TEXT,
  forward_error TEXT
);
CREATE INDEX analytics_events_received ON analytics_events (received_at);
CREATE INDEX analytics_events_unforwarded ON analytics_events (forwarded_at, next_forward_at)`,
  },
  {
    id: '010-analytics-forward-claims',
    sql: `ALTER TABLE analytics_events ADD COLUMN forward_claim_token TEXT;
ALTER TABLE analytics_events ADD COLUMN forward_claimed_until TEXT`,
  },
];
