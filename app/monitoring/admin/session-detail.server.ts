// One session for the viewer: its views with their vitals (value, rating and attribution), its
// errors and logs, and why its replay did not start, if it did not. Rows from before migration 009
// have no view; they are grouped under their page instead.
import type { Database } from '../../storage/database';
import { VITAL_RATINGS, type VitalRating, type WebVitalName } from '../monitoring-events';
import { listSessions } from './session-list.server';
import type { ErrorSummary, SessionDetail, ViewSummary, VitalSummary } from './viewer-types';

/** Errors and logs shown per session, newest last; a runaway page cannot make the page huge. */
export const SESSION_ITEMS_LIMIT = 500;

function whereOf(file: unknown, line: unknown, column: unknown): string | null {
  if (typeof file !== 'string' || !file) return null;
  return `${file}:${typeof line === 'number' ? line : '?'}:${typeof column === 'number' ? column : '?'}`;
}

function parsed(text: unknown): Record<string, unknown> {
  if (typeof text !== 'string') return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function sessionDetail(db: Database, sessionId: string): Promise<SessionDetail | null> {
  const [session] = await listSessions(db, { id: sessionId });
  if (!session) return null;
  const views = await db
    .selectFrom('monitoring_views')
    .select(['id', 'name', 'time_spent_ms', 'occurred_at'])
    .where('session_id', '=', sessionId)
    .orderBy('occurred_at')
    .orderBy('id')
    .execute();
  const events = await db
    .selectFrom('monitoring_events')
    .select([
      'id',
      'view_id',
      'kind',
      'name',
      'message',
      'stack',
      'file',
      'value',
      'detail',
      'page_url',
      'occurred_at',
    ])
    .where('session_id', '=', sessionId)
    .orderBy('occurred_at')
    .orderBy('id')
    .limit(SESSION_ITEMS_LIMIT * 4)
    .execute();
  const logs = await db
    .selectFrom('monitoring_logs')
    .select(['id', 'status', 'origin', 'message', 'error', 'attributes', 'page_url', 'occurred_at'])
    .where('session_id', '=', sessionId)
    .orderBy('occurred_at')
    .orderBy('id')
    .limit(SESSION_ITEMS_LIMIT)
    .execute();

  const byId = new Map<string, ViewSummary>();
  for (const row of views) {
    byId.set(row.id, {
      id: row.id,
      name: row.name,
      startedAt: row.occurred_at,
      timeSpentMs: Number(row.time_spent_ms),
      vitals: {},
    });
  }
  const errors: ErrorSummary[] = [];
  const replayNotStarted: SessionDetail['replayNotStarted'] = [];
  for (const row of events) {
    const at = String(row.occurred_at);
    if (row.kind === 'vital') {
      // Events without a view row (sent before it, or stored before migration 009) get one by their page.
      const viewId = typeof row.view_id === 'string' ? row.view_id : `page:${String(row.page_url)}`;
      let view = byId.get(viewId);
      if (!view) {
        view = {
          id: viewId,
          name: pathOf(String(row.page_url)),
          startedAt: at,
          timeSpentMs: null,
          vitals: {},
        };
        byId.set(viewId, view);
      }
      // Rows come oldest first: the latest report of a metric (CLS and INP grow until the page is
      // last hidden) is the one shown.
      view.vitals[row.name as WebVitalName] = vitalSummary(Number(row.value), parsed(row.detail));
    } else if (row.kind === 'error' && errors.length < SESSION_ITEMS_LIMIT) {
      const detail = parsed(row.detail);
      errors.push({
        id: String(row.id),
        at,
        url: String(row.page_url),
        source: String(row.name),
        message: String(row.message ?? ''),
        where: whereOf(row.file, detail.line, detail.column),
        stack: typeof row.stack === 'string' ? row.stack : null,
      });
    } else if (row.kind === 'replay_not_started') {
      replayNotStarted.push({ reason: String(row.name), at });
    }
  }
  const logSummaries = logs.map((row): ErrorSummary => {
    const error = parsed(row.error);
    const attributes = parsed(row.attributes);
    if (row.origin === 'replay' && typeof attributes.reason === 'string') {
      replayNotStarted.push({ reason: attributes.reason, at: String(row.occurred_at) });
    }
    return {
      id: String(row.id),
      at: String(row.occurred_at),
      url: String(row.page_url),
      source: `${String(row.status)} (${String(row.origin)})`,
      message: String(row.message),
      where: whereOf(error.file, error.line, error.column),
      stack: typeof error.stack === 'string' ? error.stack : null,
    };
  });
  const viewList = [...byId.values()].sort((a, b) => a.startedAt.localeCompare(b.startedAt));
  return { session, views: viewList, errors, logs: logSummaries, replayNotStarted: dedupe(replayNotStarted) };
}

/** A stored vital as the viewer shows it; rows stored before attribution was kept have no detail. */
function vitalSummary(value: number, detail: Record<string, unknown>): VitalSummary {
  const rating: VitalRating | undefined = VITAL_RATINGS.find((known) => known === detail.rating);
  const attribution =
    typeof detail.attribution === 'object' && detail.attribution !== null ? detail.attribution : {};
  return {
    value,
    rating: rating ?? null,
    navigationType: typeof detail.navigationType === 'string' ? detail.navigationType : null,
    attribution: Object.fromEntries(
      Object.entries(attribution).filter(
        (entry): entry is [string, string | number] =>
          typeof entry[1] === 'string' || (typeof entry[1] === 'number' && Number.isFinite(entry[1])),
      ),
    ),
  };
}

function pathOf(url: string): string {
  try {
    const parsedUrl = new URL(url);
    return `${parsedUrl.pathname}${parsedUrl.search}`;
  } catch {
    return url;
  }
}

/** A reason reported both as an event and as a log shows once. */
function dedupe(items: { reason: string; at: string }[]): { reason: string; at: string }[] {
  const seen = new Set<string>();
  return items
    .filter((item) => {
      const key = item.reason;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.at.localeCompare(b.at));
}
