// The monitoring intake's table, appended to the site's MIGRATIONS (app/storage/migrations.server.ts).
// One row per event, keyed by the browser's event id so a batch sent twice is stored once; `name`
// is the vital's name or the error's source. DOUBLE PRECISION is a REAL column in SQLite.
import type { Migration } from '../storage/migrations.server';

export const MONITORING_MIGRATIONS: readonly Migration[] = [
  {
    id: '007-monitoring-events',
    sql: `CREATE TABLE monitoring_events (
  id TEXT PRIMARY KEY,
  session_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  message TEXT,
  stack TEXT,
  file TEXT,
  value DOUBLE PRECISION,
  page_url TEXT NOT NULL,
  user_agent TEXT,
  occurred_at TEXT NOT NULL,
  received_at TEXT NOT NULL
);
CREATE INDEX monitoring_events_received ON monitoring_events (received_at);
CREATE INDEX monitoring_events_session ON monitoring_events (session_id, occurred_at)`,
  },
];
