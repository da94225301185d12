// Schema changes, applied in order once each and recorded in schema_migrations. A migration is SQL
// per dialect (most are the same text); each runs in its own transaction with its record.
// The features' migrations are handed over by app/database.server.ts, which applies them.
import type { Database } from './database';

export interface Migration {
  id: string;
  sql: string | { sqlite: string; postgres: string };
}

export async function migrate(db: Database, migrations: readonly Migration[]): Promise<string[]> {
  await db.run(
    'CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)',
  );
  const done = new Set(
    (await db.all<{ id: string }>('SELECT id FROM schema_migrations')).map((row) => row.id),
  );
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.id)) continue;
    const sql = typeof migration.sql === 'string' ? migration.sql : migration.sql[db.dialect];
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(sql)) await tx.run(statement);
      await tx.run('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)', [
        migration.id,
        new Date().toISOString(),
      ]);
    });
    applied.push(migration.id);
  }
  return applied;
}

/** Statements of a migration, split on semicolons at line ends. */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.trim())
    .filter(Boolean);
}
