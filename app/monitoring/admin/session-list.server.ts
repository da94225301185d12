// The viewer's list of recent sessions: newest first, with their views, errors, worst Web Vitals
// and whether they have a replay. Sessions stored before migration 009 (migration 007 rows) are listed too.
import type { Database } from '../../storage/database';
import { WEB_VITAL_NAMES, type WebVitalName } from '../monitoring-events';
import type { SessionSummary } from './viewer-types';

export const SESSION_LIST_LIMIT = 50;

// PostgreSQL folds unquoted column names to lower case, so the aliases are lower case everywhere.
const vitalColumn = (name: WebVitalName) =>
  `(SELECT MAX(e.value) FROM monitoring_events e
     WHERE e.session_id = s.id AND e.kind = 'vital' AND e.name = '${name}') AS vital_${name.toLowerCase()}`;

/** Sessions seen last before `before` (an ISO time, for paging), newest first; or the one `id`. */
export async function listSessions(
  db: Database,
  options: { before?: string; limit?: number; id?: string } = {},
): Promise<SessionSummary[]> {
  const params: string[] = [];
  let where = '';
  if (options.id !== undefined) {
    where = 'WHERE s.id = ?';
    params.push(options.id);
  } else if (options.before) {
    where = 'WHERE s.last_seen < ?';
    params.push(options.before);
  }
  const rows = await db.all(
    `SELECT s.id, s.tracking_type, s.replay_forced, s.user_agent, s.first_seen, s.last_seen,
       (SELECT COUNT(*) FROM monitoring_views v WHERE v.session_id = s.id) AS views,
       (SELECT COUNT(*) FROM monitoring_events e WHERE e.session_id = s.id AND e.kind = 'error') AS errors,
       (SELECT COUNT(*) FROM monitoring_replay_segments r WHERE r.session_id = s.id) AS segments,
       ${WEB_VITAL_NAMES.map(vitalColumn).join(',\n       ')}
     FROM monitoring_sessions s ${where}
     ORDER BY s.last_seen DESC, s.id DESC
     LIMIT ${Math.min(Math.max(1, options.limit ?? SESSION_LIST_LIMIT), SESSION_LIST_LIMIT)}`,
    params,
  );
  return rows.map((row) => ({
    id: String(row.id),
    trackingType: Number(row.tracking_type),
    replayForced: Number(row.replay_forced) === 1,
    userAgent: row.user_agent === null ? null : String(row.user_agent),
    firstSeen: String(row.first_seen),
    lastSeen: String(row.last_seen),
    // PostgreSQL counts as bigint, which its driver returns as a string.
    views: Number(row.views),
    errors: Number(row.errors),
    vitals: Object.fromEntries(
      WEB_VITAL_NAMES.map((name) => {
        const value = row[`vital_${name.toLowerCase()}`];
        return [name, value === null || value === undefined ? null : Number(value)];
      }),
    ) as Record<WebVitalName, number | null>,
    hasReplay: Number(row.segments) > 0,
  }));
}
