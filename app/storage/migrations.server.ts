// Schema changes, applied in id order once each by Kysely's Migrator, which records them in its
// table kysely_migration. A migration is SQL per dialect (most are the same text), run statement by
// statement. All pending migrations run in one transaction, under a lock held across instances:
// PostgreSQL's advisory lock (the dialect's adapter, ./postgres.server.ts) and SQLite's write lock
// (./sqlite.server.ts), so any number of instances may start at once on an empty database.
// The features' migrations are handed over by app/database.server.ts, which applies them.
import { DEFAULT_MIGRATION_TABLE, Migrator, sql, type Kysely, type MigrationProvider } from 'kysely';
import { dialectOf } from './dialect.server';

export interface Migration {
  id: string;
  sql: string | { sqlite: string; postgres: string };
}

/** The table the runner before the Migrator recorded its migrations in (id, applied_at). */
const OLD_RUNNER_TABLE = 'schema_migrations';

/** Applies the migrations not applied yet; returns their ids, in the order they ran. */
export async function migrate<Tables>(
  db: Kysely<Tables>,
  migrations: readonly Migration[],
): Promise<string[]> {
  // A database that holds every migration this code knows is left alone, newer ones included: in a
  // rolling deploy an instance of the previous build may restart after the new one has migrated,
  // and the Migrator refuses a database that records a migration it does not know.
  if (await holdsEvery(db, migrations)) return [];
  const migrator = new Migrator({
    db,
    provider: providerOf(migrations),
    // As the runner before it did: a migration merged late with a lower id still runs.
    allowUnorderedMigrations: true,
    migrationTableSchema: await tableSchema(db),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** The ids of `migrations` that the database has not applied (an empty list when it is current). */
export async function missingMigrations<Tables>(
  db: Kysely<Tables>,
  migrations: readonly Migration[],
): Promise<string[]> {
  const recorded = sql.table(DEFAULT_MIGRATION_TABLE);
  const { rows } = await sql<{ name: string }>`SELECT name FROM ${recorded}`.execute(db);
  const names = new Set(rows.map((row) => row.name));
  return migrations.filter((migration) => !names.has(migration.id)).map((migration) => migration.id);
}

async function holdsEvery<Tables>(db: Kysely<Tables>, migrations: readonly Migration[]): Promise<boolean> {
  try {
    return (await missingMigrations(db, migrations)).length === 0;
  } catch {
    return false; // no migration table yet: the Migrator creates it
  }
}

function providerOf(migrations: readonly Migration[]): MigrationProvider {
  return {
    getMigrations: () =>
      Promise.resolve(
        Object.fromEntries(
          migrations.map((migration) => [
            migration.id,
            {
              async up(db: Kysely<unknown>) {
                const text = typeof migration.sql === 'string' ? migration.sql : migration.sql[dialectOf(db)];
                for (const statement of splitStatements(text)) await sql.raw(statement).execute(db);
              },
            },
          ]),
        ),
      ),
  };
}

/**
 * PostgreSQL: the schema the site's tables go to (the first of search_path), so the Migrator keeps
 * its tables there too. Left to itself it looks for them in every schema and would take another
 * schema's kysely_migration (another application's, or another test's) for its own.
 */
async function tableSchema<Tables>(db: Kysely<Tables>): Promise<string | undefined> {
  if (dialectOf(db) !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string | null }>`SELECT current_schema() AS schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}

/**
 * A database migrated by the runner before the Migrator lists its migrations in schema_migrations:
 * they are recorded as executed for the Migrator too, so none runs twice. Called by the dialects'
 * adapters once they hold the migration lock, before the Migrator reads what it has executed;
 * schema_migrations itself is left as it is and no longer written.
 */
export async function adoptOldRunnerRecords<Tables>(db: Kysely<Tables>): Promise<void> {
  const found =
    dialectOf(db) === 'postgres'
      ? sql`SELECT 1 FROM pg_catalog.pg_class WHERE oid = to_regclass(${OLD_RUNNER_TABLE})`
      : sql`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ${OLD_RUNNER_TABLE}`;
  if ((await found.execute(db)).rows.length === 0) return;
  const recorded = sql.table(DEFAULT_MIGRATION_TABLE);
  // One statement, so it is atomic on SQLite too, where this runs before the migrations' transaction.
  await sql`INSERT INTO ${recorded} (name, ${sql.ref('timestamp')})
    SELECT id, applied_at FROM ${sql.table(OLD_RUNNER_TABLE)}
    WHERE id NOT IN (SELECT name FROM ${recorded})`.execute(db);
}

/** Statements of a migration, split on semicolons at line ends. */
function splitStatements(text: string): string[] {
  return text
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.trim())
    .filter(Boolean);
}
