// The viewer's list of recent sessions: newest first, with their views, errors, worst Web Vitals
// and whether they have a replay. Sessions stored before migration 009 (migration 007 rows) are listed too.
import type { Database } from '../../storage/database';
import { WEB_VITAL_NAMES, type WebVitalName } from '../monitoring-events';
import type { SessionSummary } from './viewer-types';

export const SESSION_LIST_LIMIT = 50;

/** A session's worst value of one vital is selected as this column (`vital_lcp`, …). */
type VitalColumn = `vital_${Lowercase<WebVitalName>}`;
const vitalColumn = (name: WebVitalName) => `vital_${name.toLowerCase()}` as VitalColumn;

/** Sessions seen last before `before` (an ISO time, for paging), newest first; or the one `id`. */
export async function listSessions(
  db: Database,
  options: { before?: string; limit?: number; id?: string } = {},
): Promise<SessionSummary[]> {
  let query = db
    .selectFrom('monitoring_sessions as s')
    .select(['s.id', 's.tracking_type', 's.replay_forced', 's.user_agent', 's.first_seen', 's.last_seen'])
    .select((eb) => [
      eb
        .selectFrom('monitoring_views as v')
        .select((sub) => sub.fn.countAll().as('n'))
        .whereRef('v.session_id', '=', 's.id')
        .as('views'),
      eb
        .selectFrom('monitoring_events as e')
        .select((sub) => sub.fn.countAll().as('n'))
        .whereRef('e.session_id', '=', 's.id')
        .where('e.kind', '=', 'error')
        .as('errors'),
      eb
        .selectFrom('monitoring_replay_segments as r')
        .select((sub) => sub.fn.countAll().as('n'))
        .whereRef('r.session_id', '=', 's.id')
        .as('segments'),
    ])
    .select((eb) =>
      WEB_VITAL_NAMES.map((name) =>
        eb
          .selectFrom('monitoring_events as e')
          .select((sub) => sub.fn.max('e.value').as('worst'))
          .whereRef('e.session_id', '=', 's.id')
          .where('e.kind', '=', 'vital')
          .where('e.name', '=', name)
          .as(vitalColumn(name)),
      ),
    )
    .orderBy('s.last_seen', 'desc')
    .orderBy('s.id', 'desc')
    .limit(Math.min(Math.max(1, options.limit ?? SESSION_LIST_LIMIT), SESSION_LIST_LIMIT));
  if (options.id !== undefined) query = query.where('s.id', '=', options.id);
  else if (options.before) query = query.where('s.last_seen', '<', options.before);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    trackingType: Number(row.tracking_type),
    replayForced: Number(row.replay_forced) === 1,
    userAgent: row.user_agent,
    firstSeen: row.first_seen,
    lastSeen: row.last_seen,
    // PostgreSQL counts as bigint, which its driver returns as a string.
    views: Number(row.views),
    errors: Number(row.errors),
    vitals: Object.fromEntries(
      WEB_VITAL_NAMES.map((name) => {
        const value = row[vitalColumn(name)];
        return [name, value === null || value === undefined ? null : Number(value)];
      }),
    ) as Record<WebVitalName, number | null>,
    hasReplay: Number(row.segments) > 0,
  }));
}
