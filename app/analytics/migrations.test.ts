// Migration 012 (server sources) keeps what the browser client stored before it, on SQLite, where the
// table is copied anew, and on PostgreSQL when TEST_DATABASE_URL names one.
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { SITE_MIGRATIONS } from '../database.server';
import { migrate } from '../storage/migrations.server';
import { emptyTestDatabases, type EmptyDatabase } from '../storage/test-support';

const BEFORE_SOURCES = SITE_MIGRATIONS.filter((migration) => migration.id < '012-analytics-sources');

describe.each(emptyTestDatabases())('analytics migration 012, on %s', (_name, empty) => {
  let store: EmptyDatabase | undefined;
  afterEach(async () => {
    await store?.drop();
    store = undefined;
  });

  it('keeps the rows stored before it, marks them browser, and takes messages without an anonymousId', async () => {
    store = await empty();
    const db = await store.open();
    try {
      await migrate(db, BEFORE_SOURCES);
      await sql`INSERT INTO analytics_events (message_id, type, event, anonymous_id, user_id, occurred_at,
        sent_at, received_at, payload, forwarded_at, forward_attempts)
        VALUES ('old-1', 'track', 'VIEW_OPENED', 'visitor-1', NULL, '2026-01-01T10:00:00.000Z',
          '2026-01-01T10:00:01.000Z', '2026-01-01T10:00:02.000Z', '{}', '2026-01-01T10:00:03.000Z', 1)`.execute(
        db,
      );
      expect(await migrate(db, SITE_MIGRATIONS)).toContain('012-analytics-sources');

      const old = await db
        .selectFrom('analytics_events')
        .selectAll()
        .where('message_id', '=', 'old-1')
        .executeTakeFirst();
      expect(old).toMatchObject({
        event: 'VIEW_OPENED',
        anonymous_id: 'visitor-1',
        forwarded_at: '2026-01-01T10:00:03.000Z',
        forward_attempts: 1,
        source: 'browser',
      });
      await db
        .insertInto('analytics_events')
        .values({
          message_id: 'server-1',
          type: 'identify',
          event: null,
          anonymous_id: null,
          user_id: 'user-1',
          occurred_at: '2026-01-01T11:00:00.000Z',
          sent_at: null,
          received_at: '2026-01-01T11:00:00.000Z',
          payload: '{}',
          source: 'backend',
        })
        .execute();
      expect(
        await db.selectFrom('analytics_events').select('message_id').orderBy('message_id').execute(),
      ).toEqual([{ message_id: 'old-1' }, { message_id: 'server-1' }]);
    } finally {
      await db.destroy();
    }
  });
});
