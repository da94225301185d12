// Opens the site's database: PostgreSQL when a URL is given, the embedded SQLite file otherwise
// (the query layer's types are in database.ts). Each driver loads only when it is used.
import type { Database, DatabaseOptions } from './database';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.server');
    return openPostgres(options.databaseUrl);
  }
  const { openSqlite } = await import('./sqlite.server');
  return openSqlite(options.sqlitePath);
}
