// The one query layer for everything the site keeps (signups, leads, consent records, analytics
// events, the outbox): an embedded SQLite file by default, PostgreSQL when DATABASE_URL is set.
// Callers write SQL with `?` placeholders in the common subset of both dialects; the Postgres
// adapter numbers them. Every write that must not be lost runs inside `transaction`.

export type SqlValue = string | number | bigint | boolean | null | Uint8Array;
export type Row = Record<string, unknown>;

export interface Queryable {
  /** Rows of a SELECT (or of a write with RETURNING). */
  all<T extends Row = Row>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** The first row, or undefined. */
  get<T extends Row = Row>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  /** A write; `changes` is how many rows it touched. */
  run(sql: string, params?: readonly SqlValue[]): Promise<{ changes: number }>;
}

export interface Database extends Queryable {
  readonly dialect: 'sqlite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… to use PostgreSQL; otherwise the SQLite file at `sqlitePath`. */
  databaseUrl?: string;
  sqlitePath: string;
}
