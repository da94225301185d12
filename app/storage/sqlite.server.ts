// The embedded store: one SQLite file in WAL mode with full fsync, so a write that returned is on
// disk even if the process is killed right after. better-sqlite3 is synchronous; async transactions
// are serialised with a queue so two requests never interleave inside one.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Database, Queryable, Row, SqlValue } from './database.server';

type Params = readonly SqlValue[];

function bind(params: Params): unknown[] {
  // SQLite has no boolean type: store 1 and 0.
  return params.map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value));
}

export function openSqlite(path: string): Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new BetterSqlite3(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');

  const queryable: Queryable = {
    async all<T extends Row>(sql: string, params: Params = []) {
      return db.prepare(sql).all(...bind(params)) as T[];
    },
    async get<T extends Row>(sql: string, params: Params = []) {
      return db.prepare(sql).get(...bind(params)) as T | undefined;
    },
    async run(sql: string, params: Params = []) {
      const statement = db.prepare(sql);
      if (!statement.reader) return { changes: statement.run(...bind(params)).changes };
      statement.all(...bind(params));
      return { changes: 0 };
    },
  };

  let queue: Promise<unknown> = Promise.resolve();
  return {
    dialect: 'sqlite',
    ...queryable,
    transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const next = queue.then(async () => {
        db.exec('BEGIN IMMEDIATE');
        try {
          const result = await work(queryable);
          db.exec('COMMIT');
          return result;
        } catch (error) {
          db.exec('ROLLBACK');
          throw error;
        }
      });
      queue = next.catch(() => undefined);
      return next;
    },
    async close() {
      await queue;
      db.close();
    },
  };
}
