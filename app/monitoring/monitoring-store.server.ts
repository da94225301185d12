// Stores RUM batches: the session (first and last seen, tracking type, tags), each event once by
// its id, and each view at its highest version.
import type { Database, Queryable, SqlValue } from '../storage/database';
import type { ValidMonitoringBatch, ValidMonitoringEvent } from './intake-schema.server';

/** What browser errors start with in the server log (logs-store.server.ts), for operators to grep. */
export const CLIENT_ERROR_LOG_PREFIX = '[client-error]';
export const MAX_USER_AGENT_LENGTH = 300;

type ViewEvent = Extract<ValidMonitoringEvent, { kind: 'view' }>;
type OtherEvent = Exclude<ValidMonitoringEvent, ViewEvent>;

/** Stores the events and views not seen before (or newer); returns how many rows changed. */
export async function storeMonitoringBatch(
  db: Database,
  batch: ValidMonitoringBatch,
  userAgent: string | null,
  receivedAt: Date = new Date(),
): Promise<number> {
  const received = receivedAt.toISOString();
  const agent = userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null;
  const stored = await db.transaction(async (tx) => {
    await upsertSession(tx, batch, agent, received);
    let count = 0;
    for (const event of batch.events) {
      if (event.kind === 'view') {
        count += await upsertView(tx, batch.session.id, event, received);
        continue;
      }
      count += await insertEvent(tx, batch.session.id, event, agent, received);
    }
    return count;
  });
  // Errors reach the server log through the logs intake (logs-store.server.ts), which every
  // session with consent sends to, tracked or not; logging them here too would say each twice.
  return stored;
}

function upsertSession(tx: Queryable, batch: ValidMonitoringBatch, agent: string | null, received: string) {
  const { session, tags } = batch;
  return tx.run(
    `INSERT INTO monitoring_sessions
       (id, tracking_type, replay_forced, service, env, version, deploy_env, commit_ref, user_agent, first_seen, last_seen)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET
       tracking_type = excluded.tracking_type, replay_forced = excluded.replay_forced,
       service = excluded.service, env = excluded.env, version = excluded.version,
       deploy_env = excluded.deploy_env, commit_ref = excluded.commit_ref, last_seen = excluded.last_seen`,
    [
      session.id,
      session.trackingType,
      session.replayForced ? 1 : 0,
      tags.service,
      tags.env,
      tags.version,
      tags.deployEnv,
      tags.commit,
      agent,
      received,
      received,
    ],
  );
}

/** The columns of a non-view event: `name` says which vital, error source, action or reason. */
function columnsOf(event: OtherEvent): {
  name: string;
  message: string | null;
  value: number | null;
  detail: unknown;
} {
  switch (event.kind) {
    case 'error':
      return {
        name: event.source,
        message: event.message,
        value: null,
        detail: { line: event.line, column: event.column },
      };
    case 'vital':
      return { name: event.name, message: null, value: event.value, detail: null };
    case 'action':
      return { name: event.type, message: null, value: null, detail: { target: event.target } };
    case 'long_task':
      return {
        name: 'long_task',
        message: null,
        value: event.durationMs,
        detail: { startMs: event.startMs },
      };
    case 'replay_not_started':
      return { name: event.reason, message: null, value: null, detail: null };
  }
}

async function insertEvent(
  tx: Queryable,
  sessionId: string,
  event: OtherEvent,
  agent: string | null,
  received: string,
): Promise<number> {
  const { name, message, value, detail } = columnsOf(event);
  const isError = event.kind === 'error';
  const { changes } = await tx.run(
    `INSERT INTO monitoring_events
       (id, session_id, view_id, kind, name, message, stack, file, value, detail, page_url, user_agent, occurred_at, received_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO NOTHING`,
    [
      event.id,
      sessionId,
      event.viewId,
      event.kind,
      name,
      message,
      isError ? (event.stack ?? null) : null,
      isError ? (event.file ?? null) : null,
      value,
      detail === null ? null : JSON.stringify(detail),
      event.url,
      agent,
      event.at,
      received,
    ],
  );
  return changes;
}

async function upsertView(
  tx: Queryable,
  sessionId: string,
  view: ViewEvent,
  received: string,
): Promise<number> {
  // One row per view (viewId); each send of it is a new event id.
  const values: SqlValue[] = [
    view.viewId,
    sessionId,
    view.version,
    view.name,
    view.url,
    view.timeSpentMs,
    view.isActive ? 1 : 0,
    view.loadingTimeMs ?? null,
    view.actionCount,
    view.errorCount,
    view.longTaskCount,
    JSON.stringify(view.pageStates),
    view.replay === null ? null : JSON.stringify(view.replay),
    view.at,
    received,
  ];
  // A view is sent again with a higher version when the visitor comes back to it; an older
  // version arriving late (a retried beacon) changes nothing.
  const { changes } = await tx.run(
    `INSERT INTO monitoring_views
       (id, session_id, version, name, page_url, time_spent_ms, is_active, loading_time_ms, action_count,
        error_count, long_task_count, page_states, replay, occurred_at, received_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET
       version = excluded.version, name = excluded.name, page_url = excluded.page_url,
       time_spent_ms = excluded.time_spent_ms, is_active = excluded.is_active,
       loading_time_ms = excluded.loading_time_ms, action_count = excluded.action_count,
       error_count = excluded.error_count, long_task_count = excluded.long_task_count,
       page_states = excluded.page_states, replay = excluded.replay, received_at = excluded.received_at
     WHERE monitoring_views.version < excluded.version AND monitoring_views.session_id = excluded.session_id`,
    values,
  );
  return changes;
}
