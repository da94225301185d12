// Migration 009 keeps the rows stored by 007 readable: their sessions are listed, their vitals and
// errors shown.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../storage/database.server';
import { SITE_MIGRATIONS } from '../database.server';
import { migrate } from '../storage/migrations.server';
import { sessionDetail } from './admin/session-detail.server';
import { listSessions } from './admin/session-list.server';

describe('monitoring migrations', () => {
  it('backfills sessions from the events stored before migration 009', async () => {
    const db = await openDatabase({ sqlitePath: ':memory:' });
    const upTo007 = SITE_MIGRATIONS.findIndex((migration) => migration.id === '007-monitoring-events') + 1;
    await migrate(db, SITE_MIGRATIONS.slice(0, upTo007));
    // The columns migration 007 made (no view_id, no detail yet).
    const event = (row: [string, string, string, string | null, number | null, string, string]) => {
      const [id, kind, name, message, value, occurredAt, receivedAt] = row;
      return sql`INSERT INTO monitoring_events
        (id, session_id, kind, name, message, stack, file, value, page_url, user_agent, occurred_at, received_at)
        VALUES (${id}, 'old-session', ${kind}, ${name}, ${message}, NULL, NULL, ${value}, 'http://127.0.0.1/gb',
          'Old browser', ${occurredAt}, ${receivedAt})`.execute(db);
    };
    await event([
      'old-1',
      'vital',
      'LCP',
      null,
      2500,
      '2026-01-01T10:00:00.000Z',
      '2026-01-01T10:00:01.000Z',
    ]);
    await event([
      'old-2',
      'error',
      'error',
      'Old boom',
      null,
      '2026-01-01T10:00:05.000Z',
      '2026-01-01T10:00:06.000Z',
    ]);
    expect(await migrate(db, SITE_MIGRATIONS)).toContain('009-monitoring-sessions-logs-replay');

    expect(await listSessions(db)).toMatchObject([
      {
        id: 'old-session',
        firstSeen: '2026-01-01T10:00:00.000Z',
        lastSeen: '2026-01-01T10:00:05.000Z',
        userAgent: 'Old browser',
        errors: 1,
        vitals: { LCP: 2500 },
        hasReplay: false,
      },
    ]);
    const detail = await sessionDetail(db, 'old-session');
    // Stored before ratings and attribution were kept: the value alone, not rated.
    expect(detail?.views).toMatchObject([
      { name: '/gb', vitals: { LCP: { value: 2500, rating: null, navigationType: null, attribution: {} } } },
    ]);
    expect(detail?.errors).toMatchObject([{ message: 'Old boom', where: null }]);
    await db.destroy();
  });
});
