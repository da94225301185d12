// The analytics collector's table, handed to app/database.server.ts.
// message_id is the browser's id and the primary key, so a batch delivered twice is stored once.
// Forwarding state lives in the same row: the table is the forwarder's queue.
import type { Migration } from '../storage/migrations.server';

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
];
