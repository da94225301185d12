// Stores RUM batches: the session (first and last seen, tracking type, tags), each event once by
// its id, and each view at its highest version.
import type { Database } from '../storage/database';
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
  const stored = await db.transaction().execute(async (tx) => {
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

async function upsertSession(
  tx: Database,
  batch: ValidMonitoringBatch,
  agent: string | null,
  received: string,
) {
  const { session, tags } = batch;
  await tx
    .insertInto('monitoring_sessions')
    .values({
      id: session.id,
      tracking_type: session.trackingType,
      replay_forced: session.replayForced ? 1 : 0,
      service: tags.service,
      env: tags.env,
      version: tags.version,
      deploy_env: tags.deployEnv,
      commit_ref: tags.commit,
      user_agent: agent,
      first_seen: received,
      last_seen: received,
    })
    // The first user agent and first_seen stay; everything else is the latest batch's.
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet((eb) => ({
        tracking_type: eb.ref('excluded.tracking_type'),
        replay_forced: eb.ref('excluded.replay_forced'),
        service: eb.ref('excluded.service'),
        env: eb.ref('excluded.env'),
        version: eb.ref('excluded.version'),
        deploy_env: eb.ref('excluded.deploy_env'),
        commit_ref: eb.ref('excluded.commit_ref'),
        last_seen: eb.ref('excluded.last_seen'),
      })),
    )
    .execute();
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
      return {
        name: event.name,
        message: null,
        value: event.value,
        detail: {
          rating: event.rating,
          metricId: event.metricId,
          navigationType: event.navigationType,
          attribution: event.attribution,
        },
      };
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
  tx: Database,
  sessionId: string,
  event: OtherEvent,
  agent: string | null,
  received: string,
): Promise<number> {
  const { name, message, value, detail } = columnsOf(event);
  const isError = event.kind === 'error';
  const inserted = await tx
    .insertInto('monitoring_events')
    .values({
      id: event.id,
      session_id: sessionId,
      view_id: event.viewId,
      kind: event.kind,
      name,
      message,
      stack: isError ? (event.stack ?? null) : null,
      file: isError ? (event.file ?? null) : null,
      value,
      detail: detail === null ? null : JSON.stringify(detail),
      page_url: event.url,
      user_agent: agent,
      occurred_at: event.at,
      received_at: received,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0);
}

async function upsertView(
  tx: Database,
  sessionId: string,
  view: ViewEvent,
  received: string,
): Promise<number> {
  // One row per view (viewId); each send of it is a new event id.
  // A view is sent again with a higher version when the visitor comes back to it; an older
  // version arriving late (a retried beacon) changes nothing.
  const upserted = await tx
    .insertInto('monitoring_views')
    .values({
      id: view.viewId,
      session_id: sessionId,
      version: view.version,
      name: view.name,
      page_url: view.url,
      time_spent_ms: view.timeSpentMs,
      is_active: view.isActive ? 1 : 0,
      loading_time_ms: view.loadingTimeMs ?? null,
      action_count: view.actionCount,
      error_count: view.errorCount,
      long_task_count: view.longTaskCount,
      page_states: JSON.stringify(view.pageStates),
      replay: view.replay === null ? null : JSON.stringify(view.replay),
      occurred_at: view.at,
      received_at: received,
    })
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet((eb) => ({
          version: eb.ref('excluded.version'),
          name: eb.ref('excluded.name'),
          page_url: eb.ref('excluded.page_url'),
          time_spent_ms: eb.ref('excluded.time_spent_ms'),
          is_active: eb.ref('excluded.is_active'),
          loading_time_ms: eb.ref('excluded.loading_time_ms'),
          action_count: eb.ref('excluded.action_count'),
          error_count: eb.ref('excluded.error_count'),
          long_task_count: eb.ref('excluded.long_task_count'),
          page_states: eb.ref('excluded.page_states'),
          replay: eb.ref('excluded.replay'),
          received_at: eb.ref('excluded.received_at'),
        }))
        .where((eb) =>
          eb.and([
            eb('monitoring_views.version', '<', eb.ref('excluded.version')),
            eb('monitoring_views.session_id', '=', eb.ref('excluded.session_id')),
          ]),
        ),
    )
    .executeTakeFirst();
  return Number(upserted.numInsertedOrUpdatedRows ?? 0);
}
