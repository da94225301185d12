// The process's database, opened and migrated on first use. A failed open is not remembered, so
// the next request tries again (a PostgreSQL server that was briefly down).
// The features that keep data hand their migrations over here, in id order, and add their tables'
// row types to storage's SiteTables beside them; storage/ knows none of them. A shipped migration
// is never edited: a change is a new one with the next id.
import { config } from '../config/index';
import { ANALYTICS_MIGRATIONS } from './analytics/migrations';
import { CONSENT_MIGRATIONS } from './consent/migrations';
import { LEADS_MIGRATIONS } from './leads/migrations';
import { MONITORING_MIGRATIONS } from './monitoring/migrations';
import { RATE_LIMIT_MIGRATIONS } from './security/migrations';
import type { Database } from './storage/database';
import { openDatabase } from './storage/database.server';
import { migrate, missingMigrations, type Migration } from './storage/migrations.server';

/** Every migration of the site, in the order they apply. */
export const SITE_MIGRATIONS: readonly Migration[] = [
  ...LEADS_MIGRATIONS,
  ...ANALYTICS_MIGRATIONS,
  ...MONITORING_MIGRATIONS,
  ...CONSENT_MIGRATIONS,
  ...RATE_LIMIT_MIGRATIONS,
].toSorted((a, b) => a.id.localeCompare(b.id));

let opened: Promise<Database> | undefined;

export function database(): Promise<Database> {
  opened ??= (async () => {
    const db = await openDatabase(config().storage);
    try {
      await migrate(db, SITE_MIGRATIONS);
    } catch (error) {
      // The next try opens its own connections; these would only be left open.
      await db.destroy().catch(() => undefined);
      throw error;
    }
    return db;
  })().catch((error: unknown) => {
    opened = undefined;
    throw error;
  });
  return opened;
}

/** Closes the process's database if it was opened (at shutdown); a later database() opens it again. */
export async function closeDatabase(): Promise<void> {
  const current = opened;
  opened = undefined;
  if (!current) return;
  // A database that never opened has nothing to close.
  const db = await current.catch(() => undefined);
  await db?.destroy();
}

/** Throws unless the database answers and holds every migration of the site (for /readyz). */
export async function checkDatabaseMigrated(): Promise<void> {
  const missing = await missingMigrations(await database(), SITE_MIGRATIONS);
  if (missing.length > 0) throw new Error(`migrations not applied: ${missing.join(', ')}`);
}
