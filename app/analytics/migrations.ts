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
  /** Segment asks for a userId or an anonymousId: a server source may send only the first. */
  anonymous_id: string | null;
  user_id: string | null;
  occurred_at: string;
  sent_at: string | null;
  received_at: string;
  /** 'browser' (the site's own client, /api/collect) or the name of the write key (/v1/*). */
  source: Generated<string>;
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
  {
    // Server sources (the tracking API): a message may have no anonymousId and no sentAt, and each
    // row says where it came from. SQLite cannot drop a NOT NULL, so its table is copied anew.
    id: '012-analytics-sources',
    sql: {
      postgres: `ALTER TABLE analytics_events ALTER COLUMN anonymous_id DROP NOT NULL;
ALTER TABLE analytics_events ALTER COLUMN sent_at DROP NOT NULL;
ALTER TABLE analytics_events ADD COLUMN source TEXT NOT NULL DEFAULT 'browser'`,
      sqlite: `CREATE TABLE analytics_events_new (
  message_id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  event TEXT,
  anonymous_id TEXT,
  user_id TEXT,
  occurred_at TEXT NOT NULL,
  sent_at TEXT,
  received_at TEXT NOT NULL,
  payload TEXT NOT NULL,
  forwarded_at TEXT,
  forward_attempts INTEGER NOT NULL DEFAULT 0,
  next_forward_at TEXT,
  forward_error TEXT,
  forward_claim_token TEXT,
  forward_claimed_until TEXT,
  source TEXT NOT NULL DEFAULT 'browser'
);
INSERT INTO analytics_events_new (message_id, type, event, anonymous_id, user_id, occurred_at, sent_at,
  received_at, payload, forwarded_at, forward_attempts, next_forward_at, forward_error,
  forward_claim_token, forward_claimed_until)
SELECT message_id, type, event, anonymous_id, user_id, occurred_at, sent_at, received_at, payload,
  forwarded_at, forward_attempts, next_forward_at, forward_error, forward_claim_token,
  forward_claimed_until FROM analytics_events;
DROP TABLE analytics_events;
ALTER TABLE analytics_events_new RENAME TO analytics_events;
CREATE INDEX analytics_events_received ON analytics_events (received_at);
CREATE INDEX analytics_events_unforwarded ON analytics_events (forwarded_at, next_forward_at)`,
    },
  },
];
