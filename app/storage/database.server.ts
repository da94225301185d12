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

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.server');
    return openPostgres(options.databaseUrl);
  }
  const { openSqlite } = await import('./sqlite.server');
  return openSqlite(options.sqlitePath);
}

/** `?` placeholders as Postgres's `$1, $2, …`, leaving quoted strings alone. */
export function numberPlaceholders(sql: string): string {
  let index = 0;
  let quote: string | null = null;
  let out = '';
  for (const char of sql) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') {
      quote = char;
    } else if (char === '?') {
      index += 1;
      out += `$${index}`;
      continue;
    }
    out += char;
  }
  return out;
}
