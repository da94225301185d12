// The leads tables, handed to app/database.server.ts.
// Portable SQL for SQLite and PostgreSQL: TEXT ids made by the application, ISO timestamps as TEXT
// (they sort as they compare), JSON as TEXT. Never edit a shipped migration; add a new one.
import type { Migration } from '../storage/migrations.server';

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
