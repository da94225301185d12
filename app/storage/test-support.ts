// Fresh, empty databases for tests: an SQLite file in a temp folder always, and a PostgreSQL schema
// of its own when TEST_DATABASE_URL is set (docs/testing.md), so tests never see each other's rows
// or migrations and leave nothing behind.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Database } from './database';
import { openDatabase } from './database.server';
import { dialectOf } from './dialect.server';
import type { Migration } from './migrations.server';
import { openPostgres } from './postgres.server';

/** The PostgreSQL database tests may create schemas in, or undefined to test SQLite only. */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL || undefined;

/** A new, empty database that `open` connects to as often as asked; `drop` removes it. */
export interface EmptyDatabase {
  open(): Promise<Database>;
  drop(): Promise<void>;
  /** The DATABASE_URL that reaches it (PostgreSQL), for what opens its own connections. */
  url?: string;
}

export function emptySqliteFile(): EmptyDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'shiftlane-db-'));
  const sqlitePath = join(dir, 'site.sqlite');
  return {
    open: () => openDatabase({ sqlitePath }),
    async drop() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A schema of its own in the database at `url`; connections to it see it first on search_path. */
export async function emptyPostgresSchema(url: string): Promise<EmptyDatabase> {
  const schema = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = openPostgres(url);
  await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(admin);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: scoped.toString(),
    open: () => openDatabase({ databaseUrl: scoped.toString(), sqlitePath: '' }),
    async drop() {
      await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(admin);
      await admin.destroy();
    },
  };
}

/** The dialects to run a suite on: [name, a factory of empty databases] pairs for describe.each. */
export function emptyTestDatabases(): [string, () => Promise<EmptyDatabase>][] {
  const url = TEST_POSTGRES_URL;
  const sqlite: [string, () => Promise<EmptyDatabase>] = ['SQLite', () => Promise.resolve(emptySqliteFile())];
  return url ? [sqlite, ['PostgreSQL', () => emptyPostgresSchema(url)]] : [sqlite];
}

/**
 * What the runner before Kysely's Migrator did, kept to make the databases it left: each migration
 * in its own transaction with its record in schema_migrations (id, applied_at).
 */
export async function migrateLikeTheOldRunner(db: Database, migrations: readonly Migration[]): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`.execute(
    db,
  );
  for (const migration of migrations) {
    const text = typeof migration.sql === 'string' ? migration.sql : migration.sql[dialectOf(db)];
    await db.transaction().execute(async (tx) => {
      for (const statement of text.split(/;\s*(?:\n|$)/)) {
        if (statement.trim()) await sql.raw(statement.trim()).execute(tx);
      }
      await sql`INSERT INTO schema_migrations (id, applied_at) VALUES (${migration.id}, ${new Date().toISOString()})`.execute(
        tx,
      );
    });
  }
}
