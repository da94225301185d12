// The one query layer for everything the site keeps (signups, leads, consent records, analytics
// events, the outbox): Kysely over an embedded SQLite file by default, PostgreSQL when DATABASE_URL
// is set. Queries are built with Kysely's query builder, or written with its `sql` tag where SQL is
// clearer; either way values travel as bound parameters. Every write that must not be lost runs
// inside `db.transaction().execute(…)`.
import type { Kysely } from 'kysely';

/**
 * Every table the site keeps, by name: the row types Kysely checks queries against. Storage knows
 * none of them; each feature that keeps data adds its tables here by declaration merging, beside
 * its migrations (`declare module '../storage/database' { interface SiteTables { … } }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface SiteTables {}

/** The site's database, or a transaction on it (a Kysely Transaction is a Kysely too). */
export type Database = Kysely<SiteTables>;

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  /** postgres://… to use PostgreSQL; otherwise the SQLite file at `sqlitePath`. */
  databaseUrl?: string;
  sqlitePath: string;
}
