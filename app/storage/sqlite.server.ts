// The embedded store: one SQLite file in WAL mode with full fsync, so a write that returned is on
// disk even if the process is killed right after. better-sqlite3 is synchronous and Kysely gives
// its one connection to one query or transaction at a time, so two requests never interleave
// inside a transaction.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3, { type Statement } from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from 'kysely';
import type { Database, SiteTables } from './database';
import { adoptOldRunnerRecords } from './migrations.server';

/**
 * Built against Node 24.19's headers or later, better-sqlite3 12 aborts the process when the garbage
 * collector frees one of its connections or statements outside JavaScript (an idle collection;
 * nodejs/node#65446), and 13, which does not, needs Node 22. So nothing of it is ever freed: every
 * connection and its statements stay reachable for the process's life, also once closed. A site
 * process opens one connection; a test worker, a few hundred small ones.
 */
const keptForTheProcess = new Set<object>();

export function openSqlite(path: string): Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new BetterSqlite3(path);
  // exec, not db.pragma(): pragma() prepares a statement that is left for the garbage collector.
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');

  // Kysely prepares a statement for every query it runs; here each SQL text is prepared once and
  // kept (see keptForTheProcess). Queries are a fixed set of texts with bound parameters; the widest
  // variety is the admin lists' `in (?, …)`, one text per list length up to their page size.
  const statements = new Map<string, Statement>();
  keptForTheProcess.add(db).add(statements);
  const database: SqliteDatabase = {
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = db.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
    close: () => db.close(),
  };
  return new Kysely<SiteTables>({ dialect: new SiteSqliteDialect({ database }) });
}

class SiteSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new SiteSqliteDriver(this.#config);
  }

  override createAdapter(): DialectAdapter {
    return new SiteSqliteAdapter();
  }
}

class SiteSqliteDriver extends SqliteDriver {
  #inUse: Promise<void> = Promise.resolve();
  #released: () => void = () => undefined;

  /**
   * BEGIN IMMEDIATE, not Kysely's plain BEGIN: the write lock is taken at the start, so another
   * connection to the file (the outbox's, another process's) waits for it (busy_timeout) instead
   * of failing when a transaction that has read turns to write.
   */
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('BEGIN IMMEDIATE'));
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    this.#inUse = new Promise((resolve) => {
      this.#released = resolve;
    });
    return connection;
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    this.#released();
  }

  /** Closing waits for the query or transaction that holds the connection. */
  override async destroy(): Promise<void> {
    await this.#inUse;
    await super.destroy();
  }
}

class SiteSqliteAdapter extends SqliteAdapter {
  /**
   * SQLite runs DDL inside a transaction, so the Migrator may run all pending migrations in one
   * (BEGIN IMMEDIATE, above): all or nothing, and a second connection or process that migrates the
   * same file at the same time waits for the first, then finds nothing left to do.
   */
  override get supportsTransactionalDdl(): boolean {
    return true;
  }

  /** Nothing to lock before the transaction; the old runner's records are taken over here. */
  override async acquireMigrationLock(db: Kysely<unknown>): Promise<void> {
    await adoptOldRunnerRecords(db);
  }
}
