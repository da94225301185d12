// The monitoring intake's tables, handed to app/database.server.ts.
// One row per event, keyed by the browser's event id so a batch sent twice is stored once; `name`
// is the vital's name or the error's source. DOUBLE PRECISION is a REAL column in SQLite (and holds
// epoch milliseconds, which overflow PostgreSQL's INTEGER). Booleans are INTEGER 0/1 in both.
// The row types below (as of the last migration) are what Kysely checks the queries against.
import type { Migration } from '../storage/migrations.server';

export interface MonitoringSessionsTable {
  id: string;
  tracking_type: number;
  /** 0 or 1 */
  replay_forced: number;
  service: string;
  env: string;
  version: string;
  deploy_env: string;
  commit_ref: string;
  user_agent: string | null;
  first_seen: string;
  last_seen: string;
}

export interface MonitoringEventsTable {
  id: string;
  session_id: string;
  /** Null for rows stored before migration 009. */
  view_id: string | null;
  kind: string;
  /** The vital's name, the error's source, the action's type or the replay-not-started reason. */
  name: string;
  message: string | null;
  stack: string | null;
  file: string | null;
  value: number | null;
  /** JSON */
  detail: string | null;
  page_url: string;
  user_agent: string | null;
  occurred_at: string;
  received_at: string;
}

export interface MonitoringViewsTable {
  id: string;
  session_id: string;
  version: number;
  name: string;
  page_url: string;
  time_spent_ms: number;
  /** 0 or 1 */
  is_active: number;
  loading_time_ms: number | null;
  action_count: number;
  error_count: number;
  long_task_count: number;
  /** JSON */
  page_states: string;
  /** JSON */
  replay: string | null;
  occurred_at: string;
  received_at: string;
}

export interface MonitoringLogsTable {
  id: string;
  session_id: string | null;
  status: string;
  origin: string;
  message: string;
  /** JSON */
  error: string | null;
  /** JSON */
  attributes: string | null;
  page_url: string;
  service: string;
  env: string;
  version: string;
  occurred_at: string;
  received_at: string;
}

export interface MonitoringReplaySegmentsTable {
  session_id: string;
  view_id: string;
  segment_index: number;
  start_ms: number;
  end_ms: number;
  records_count: number;
  raw_size: number;
  compressed_size: number;
  /** 0 or 1 */
  has_full_snapshot: number;
  creation_reason: string;
  /** The segment as sent (gzip), in base64. */
  data_base64: string;
  received_at: string;
}

declare module '../storage/database' {
  interface SiteTables {
    monitoring_sessions: MonitoringSessionsTable;
    monitoring_events: MonitoringEventsTable;
    monitoring_views: MonitoringViewsTable;
    monitoring_logs: MonitoringLogsTable;
    monitoring_replay_segments: MonitoringReplaySegmentsTable;
  }
}

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
  {
    // 009: sessions, views, logs and replay segments. Events gain their view and a JSON detail
    // (action target, long task timing, replay-not-started reason); sessions seen in 007's rows
    // are backfilled so the viewer lists them too.
    id: '009-monitoring-sessions-logs-replay',
    sql: `CREATE TABLE monitoring_sessions (
  id TEXT PRIMARY KEY,
  tracking_type INTEGER NOT NULL,
  replay_forced INTEGER NOT NULL,
  service TEXT NOT NULL,
  env TEXT NOT NULL,
  version TEXT NOT NULL,
  deploy_env TEXT NOT NULL,
  commit_ref TEXT NOT NULL,
  user_agent TEXT,
  first_seen TEXT NOT NULL,
  last_seen TEXT NOT NULL
);
CREATE INDEX monitoring_sessions_last_seen ON monitoring_sessions (last_seen);
INSERT INTO monitoring_sessions
  (id, tracking_type, replay_forced, service, env, version, deploy_env, commit_ref, user_agent, first_seen, last_seen)
SELECT session_id, 2, 0, '', '', '', '', '', MAX(user_agent), MIN(occurred_at), MAX(occurred_at)
FROM monitoring_events GROUP BY session_id;
ALTER TABLE monitoring_events ADD COLUMN view_id TEXT;
ALTER TABLE monitoring_events ADD COLUMN detail TEXT;
CREATE TABLE monitoring_views (
  id TEXT PRIMARY KEY,
  session_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  name TEXT NOT NULL,
  page_url TEXT NOT NULL,
  time_spent_ms DOUBLE PRECISION NOT NULL,
  is_active INTEGER NOT NULL,
  loading_time_ms DOUBLE PRECISION,
  action_count INTEGER NOT NULL,
  error_count INTEGER NOT NULL,
  long_task_count INTEGER NOT NULL,
  page_states TEXT NOT NULL,
  replay TEXT,
  occurred_at TEXT NOT NULL,
  received_at TEXT NOT NULL
);
CREATE INDEX monitoring_views_session ON monitoring_views (session_id, occurred_at);
CREATE TABLE monitoring_logs (
  id TEXT PRIMARY KEY,
  session_id TEXT,
  status TEXT NOT NULL,
  origin TEXT NOT NULL,
  message TEXT NOT NULL,
  error TEXT,
  attributes TEXT,
  page_url TEXT NOT NULL,
  service TEXT NOT NULL,
  env TEXT NOT NULL,
  version TEXT NOT NULL,
  occurred_at TEXT NOT NULL,
  received_at TEXT NOT NULL
);
CREATE INDEX monitoring_logs_session ON monitoring_logs (session_id, occurred_at);
CREATE INDEX monitoring_logs_received ON monitoring_logs (received_at);
CREATE TABLE monitoring_replay_segments (
  session_id TEXT NOT NULL,
  view_id TEXT NOT NULL,
  segment_index INTEGER NOT NULL,
  start_ms DOUBLE PRECISION NOT NULL,
  end_ms DOUBLE PRECISION NOT NULL,
  records_count INTEGER NOT NULL,
  raw_size INTEGER NOT NULL,
  compressed_size INTEGER NOT NULL,
  has_full_snapshot INTEGER NOT NULL,
  creation_reason TEXT NOT NULL,
  data_base64 TEXT NOT NULL,
  received_at TEXT NOT NULL,
  PRIMARY KEY (session_id, view_id, segment_index)
)`,
  },
];
