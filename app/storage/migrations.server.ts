// Schema changes, applied in order once each and recorded in schema_migrations. A migration is SQL
// per dialect (most are the same text); each runs in its own transaction with its record.
import type { Database } from './database.server';
import { LEADS_MIGRATIONS } from '../leads/migrations';
import { ANALYTICS_MIGRATIONS } from '../analytics/migrations';
import { MONITORING_MIGRATIONS } from '../monitoring/migrations';
import { CONSENT_MIGRATIONS } from '../consent/migrations';

export interface Migration {
  id: string;
  sql: string | { sqlite: string; postgres: string };
}

/** The site's migrations. Issues that store data add theirs at the end; never edit a shipped one. */
export const MIGRATIONS: readonly Migration[] = [
  ...LEADS_MIGRATIONS,
  ...ANALYTICS_MIGRATIONS,
  ...MONITORING_MIGRATIONS,
  ...CONSENT_MIGRATIONS,
];

export async function migrate(
  db: Database,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<string[]> {
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
