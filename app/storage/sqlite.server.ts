// The embedded store: one SQLite file in WAL mode with full fsync, so a write that returned is on
// disk even if the process is killed right after. better-sqlite3 is synchronous; async transactions
// are serialised with a queue so two requests never interleave inside one.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3, { type Statement } from 'better-sqlite3';
import type { Database, Queryable, Row, SqlValue } from './database';

type Params = readonly SqlValue[];

/**
 * Built against Node 24.19's headers or later, better-sqlite3 12 aborts the process when the garbage
 * collector frees one of its connections or statements outside JavaScript (an idle collection;
 * nodejs/node#65446), and 13, which does not, needs Node 22. So nothing of it is ever freed: every
 * connection and its statements stay reachable for the process's life, also once closed. A site
 * process opens one connection; a test worker, a few hundred small ones.
 */
const keptForTheProcess = new Set<object>();

function bind(params: Params): unknown[] {
  // SQLite has no boolean type: store 1 and 0.
  return params.map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value));
}

export function openSqlite(path: string): Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new BetterSqlite3(path);
  // exec, not db.pragma(): pragma() prepares a statement that is left for the garbage collector.
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');

  // Every statement is prepared once and kept (see keptForTheProcess). Our SQL is a fixed set of
  // texts with bound parameters; the widest variety is the admin lists' `IN (?, …)`, one text per
  // list length up to their page size.
  const statements = new Map<string, Statement>();
  keptForTheProcess.add(db).add(statements);
  function prepared(sql: string): Statement {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  }

  const queryable: Queryable = {
    async all<T extends Row>(sql: string, params: Params = []) {
      return prepared(sql).all(...bind(params)) as T[];
    },
    async get<T extends Row>(sql: string, params: Params = []) {
      return prepared(sql).get(...bind(params)) as T | undefined;
    },
    async run(sql: string, params: Params = []) {
      const statement = prepared(sql);
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
