// The table shared rate limits are counted in (app/rate-limits.server.ts), handed to
// app/database.server.ts. Its shape is the one rate-limiter-flexible's PostgreSQL store reads and
// writes (key, points, expire in epoch milliseconds); the site creates it, so the store never runs
// DDL of its own. SQLite gets it too, unused: one instance counts in memory.
import type { Migration } from '../storage/migrations.server';

export interface RateLimitsTable {
  /** The limit's name and the client's address: `forms:203.0.113.7`. */
  key: string;
  points: number;
  /** When the window ends, in epoch milliseconds. */
  expire: string | number | null;
}

declare module '../storage/database' {
  interface SiteTables {
    rate_limits: RateLimitsTable;
  }
}

export const RATE_LIMIT_MIGRATIONS: readonly Migration[] = [
  {
    id: '011-rate-limits',
    sql: `CREATE TABLE rate_limits (
  key VARCHAR(255) PRIMARY KEY,
  points INTEGER NOT NULL DEFAULT 0,
  expire BIGINT
)`,
  },
];
