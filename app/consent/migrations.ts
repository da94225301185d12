// The consent audit table, handed to app/database.server.ts. One row per choice, never updated:
// the history is the audit.
// Portable SQL: TEXT ids made by the application, ISO times as TEXT, booleans as INTEGER 0/1.
// ConsentRecordsTable is the row type Kysely checks the queries against.
import type { Migration } from '../storage/migrations.server';

export interface ConsentRecordsTable {
  id: string;
  anonymous_id: string;
  consent_version: number;
  region: string;
  /** 0 or 1, as are analytics, advertising and gpc. */
  functional: number;
  analytics: number;
  advertising: number;
  gpc: number;
  source: string;
  decided_at: string;
  recorded_at: string;
}

declare module '../storage/database' {
  interface SiteTables {
    consent_records: ConsentRecordsTable;
  }
}

export const CONSENT_MIGRATIONS: readonly Migration[] = [
  {
    id: '008-consent-records',
    sql: `CREATE TABLE consent_records (
  id TEXT PRIMARY KEY,
  anonymous_id TEXT NOT NULL,
  consent_version INTEGER NOT NULL,
  region TEXT NOT NULL,
  functional INTEGER NOT NULL,
  analytics INTEGER NOT NULL,
  advertising INTEGER NOT NULL,
  gpc INTEGER NOT NULL,
  source TEXT NOT NULL,
  decided_at TEXT NOT NULL,
  recorded_at TEXT NOT NULL
);
CREATE INDEX consent_records_visitor ON consent_records (anonymous_id, recorded_at)`,
  },
];
