// PostgreSQL, when DATABASE_URL is set: a small pool; a transaction holds one client throughout.
import pg from 'pg';
import { logger } from '../logging/logger.server';
import type { Database, Queryable, Row, SqlValue } from './database';

type Params = readonly SqlValue[];

function queryableOf(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async all<T extends Row>(sql: string, params: Params = []) {
      return (await client.query(numberPlaceholders(sql), [...params])).rows as T[];
    },
    async get<T extends Row>(sql: string, params: Params = []) {
      return (await client.query(numberPlaceholders(sql), [...params])).rows[0] as T | undefined;
    },
    async run(sql: string, params: Params = []) {
      return { changes: (await client.query(numberPlaceholders(sql), [...params])).rowCount ?? 0 };
    },
  };
}

export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (error) => logger.error('PostgreSQL pool error', error));
  return {
    dialect: 'postgres',
    ...queryableOf(pool),
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(queryableOf(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
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
