// The leads tables, handed to app/database.server.ts.
// Portable SQL for SQLite and PostgreSQL: TEXT ids made by the application, ISO timestamps as TEXT
// (they sort as they compare), JSON as TEXT. Never edit a shipped migration; add a new one.
// The row types below are what Kysely checks the leads' queries against: a migration that changes
// a table changes its type here too.
import type { Generated } from 'kysely';
import type { Migration } from '../storage/migrations.server';

export interface LeadsTable {
  id: string;
  /** The client-made idempotency key of the submission. */
  submission_id: string;
  kind: string;
  form_id: string;
  region: string;
  country: string | null;
  page_url: string;
  /** JSON */
  field_values: string;
  /** JSON */
  meta: string;
  created_at: string;
}

export interface LeadOutboxTable {
  id: string;
  lead_id: string;
  destination: string;
  idempotency_key: string;
  status: 'pending' | 'delivered' | 'dead';
  attempts: Generated<number>;
  next_attempt_at: string;
  /** The pass that holds the row, until claimed_until. */
  claim_token: string | null;
  claimed_until: string | null;
  last_error: string | null;
  delivered_at: string | null;
  created_at: string;
}

export interface SignupAccountsTable {
  /** Lower case. */
  email: string;
  first_name: string;
  last_name: string;
  signup_type: string;
  region: string;
  country: string | null;
  /** 0 or 1 */
  company_email: number;
  submission_id: string;
  created_at: string;
}

export interface SignupRequestsTable {
  submission_id: string;
  email: string;
  outcome: 'created' | 'existing';
  created_at: string;
}

declare module '../storage/database' {
  interface SiteTables {
    leads: LeadsTable;
    lead_outbox: LeadOutboxTable;
    signup_accounts: SignupAccountsTable;
    signup_requests: SignupRequestsTable;
  }
}

export const LEADS_MIGRATIONS: readonly Migration[] = [
  {
    id: '004-leads-tables',
    sql: `CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  submission_id TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,
  form_id TEXT NOT NULL,
  region TEXT NOT NULL,
  country TEXT,
  page_url TEXT NOT NULL,
  field_values TEXT NOT NULL,
  meta TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX leads_created_at ON leads (created_at);
CREATE INDEX leads_kind_created_at ON leads (kind, created_at);
CREATE TABLE lead_outbox (
  id TEXT PRIMARY KEY,
  lead_id TEXT NOT NULL REFERENCES leads (id),
  destination TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'dead')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  claim_token TEXT,
  claimed_until TEXT,
  last_error TEXT,
  delivered_at TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (lead_id, destination)
);
CREATE INDEX lead_outbox_due ON lead_outbox (status, next_attempt_at);
CREATE TABLE signup_accounts (
  email TEXT PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  signup_type TEXT NOT NULL,
  region TEXT NOT NULL,
  country TEXT,
  company_email INTEGER NOT NULL,
  submission_id TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE signup_requests (
  submission_id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('created', 'existing')),
  created_at TEXT NOT NULL
);`,
  },
];
