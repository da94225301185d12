// PostgreSQL, when DATABASE_URL is set: a small pool; a transaction holds one client throughout.
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  type DialectAdapter,
  type MigrationLockOptions,
} from 'kysely';
import pg from 'pg';
import { logger } from '../logging/logger.server';
import type { Database, SiteTables } from './database';
import { adoptOldRunnerRecords } from './migrations.server';

/**
 * How every connection to the site's PostgreSQL is made from DATABASE_URL: the pool's and the
 * publish listener's (app/content/publish-broadcast.server.ts). Settings belong here, so both get them.
 */
function connectionSettings(url: string): pg.ClientConfig {
  return { connectionString: url };
}

export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ ...connectionSettings(url), max: 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (error) => logger.error('PostgreSQL pool error', error));
  return new Kysely<SiteTables>({ dialect: new SitePostgresDialect({ pool }) });
}

/**
 * A connection of its own, outside the pool, for what holds one for the whole run (LISTEN). Not
 * connected yet; `extra` adds to the site's settings. Values in DATABASE_URL win, as pg reads them.
 */
export function openPostgresClient(url: string, extra: pg.ClientConfig = {}): pg.Client {
  return new pg.Client({ ...extra, ...connectionSettings(url) });
}

class SitePostgresDialect extends PostgresDialect {
  override createAdapter(): DialectAdapter {
    return new SitePostgresAdapter();
  }
}

/**
 * Kysely's adapter takes a PostgreSQL advisory lock (pg_advisory_lock on a fixed key, one per
 * database) before the Migrator reads what it has executed, and holds it until the migrations'
 * transaction has committed: instances that start together migrate one after the other, and the
 * later ones find nothing left to do. Here the old runner's records are adopted under that lock.
 */
class SitePostgresAdapter extends PostgresAdapter {
  override async acquireMigrationLock(db: Kysely<unknown>, options: MigrationLockOptions): Promise<void> {
    await super.acquireMigrationLock(db, options);
    await adoptOldRunnerRecords(db);
  }
}
