// The process's database, opened and migrated on first use. A failed open is not remembered, so
// the next request tries again (a PostgreSQL server that was briefly down).
import { config } from '../../config/index';
import { openDatabase, type Database } from './database.server';
import { migrate } from './migrations.server';

let opened: Promise<Database> | undefined;

export function database(): Promise<Database> {
  opened ??= (async () => {
    const db = await openDatabase(config().storage);
    await migrate(db);
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
  await db?.close();
}
