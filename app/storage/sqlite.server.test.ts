// The embedded store leaves no statement for the garbage collector: on Node 24.19 and later a
// better-sqlite3 12 statement freed by an idle collection aborts the process (sqlite.server.ts).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import BetterSqlite3, { type Statement } from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSqlite } from './sqlite.server';

afterEach(() => {
  vi.restoreAllMocks();
});

interface VisitTables {
  visits: { id: string; count: number };
}

describe('openSqlite', () => {
  it('prepares each SQL text once for the life of the connection', async () => {
    const prepare = vi.spyOn(BetterSqlite3.prototype, 'prepare');
    const db = openSqlite(':memory:') as unknown as Kysely<VisitTables>;
    await sql`CREATE TABLE visits (id TEXT PRIMARY KEY, count INTEGER NOT NULL)`.execute(db);
    for (const id of ['a', 'b', 'c']) {
      await db.insertInto('visits').values({ id, count: 1 }).execute();
    }
    const bump = (tx: Kysely<VisitTables>) =>
      tx
        .updateTable('visits')
        .set((eb) => ({ count: eb('count', '+', 1) }))
        .where('id', '=', 'a')
        .execute();
    await db.transaction().execute(async (tx) => {
      await bump(tx);
      await bump(tx);
    });
    await db.transaction().execute(bump);
    const count = (id: string) =>
      db.selectFrom('visits').select('count').where('id', '=', id).executeTakeFirst();
    expect(await count('a')).toEqual({ count: 4 });
    expect(await count('b')).toEqual({ count: 1 });

    const texts = prepare.mock.calls.map(([text]) => text);
    expect(texts).toEqual([...new Set(texts)]);
    expect(texts).toEqual([
      'CREATE TABLE visits (id TEXT PRIMARY KEY, count INTEGER NOT NULL)',
      'insert into "visits" ("id", "count") values (?, ?)',
      'BEGIN IMMEDIATE',
      'update "visits" set "count" = "count" + ? where "id" = ?',
      'commit',
      'select "count" from "visits" where "id" = ?',
    ]);
    await db.destroy();
  });

  it('sets its pragmas without preparing statements', async () => {
    const prepare = vi.spyOn(BetterSqlite3.prototype, 'prepare');
    const pragma = vi.spyOn(BetterSqlite3.prototype, 'pragma');
    const db = openSqlite(':memory:');
    expect(prepare).not.toHaveBeenCalled();
    expect(pragma).not.toHaveBeenCalled();
    expect((await sql`PRAGMA foreign_keys`.execute(db)).rows).toEqual([{ foreign_keys: 1 }]);
    await db.destroy();
  });

  it('rolls a transaction back when its work throws, and closes only once it has finished', async () => {
    const db = openSqlite(':memory:') as unknown as Kysely<VisitTables>;
    await sql`CREATE TABLE visits (id TEXT PRIMARY KEY, count INTEGER NOT NULL)`.execute(db);
    await expect(
      db.transaction().execute(async (tx) => {
        await tx.insertInto('visits').values({ id: 'lost', count: 1 }).execute();
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = db.transaction().execute(async (tx) => {
      await held;
      await tx.insertInto('visits').values({ id: 'kept', count: 1 }).execute();
    });
    // Let the transaction begin before closing.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const closed = db.destroy();
    release();
    await slow;
    await closed;
  });

  it('keeps a closed connection and its statements from the garbage collector', async () => {
    setFlagsFromString('--expose-gc');
    const collectGarbage = runInNewContext('gc') as () => void;
    const prepare = vi.spyOn(BetterSqlite3.prototype, 'prepare');
    await (async () => {
      const db = openSqlite(':memory:');
      await sql`CREATE TABLE notes (body TEXT)`.execute(db);
      await sql`SELECT count(*) AS n FROM notes`.execute(db);
      await db.destroy();
    })();
    const connection = new WeakRef(prepare.mock.contexts[0] as object);
    const statements = prepare.mock.results.map(({ value }) => new WeakRef(value as Statement));
    prepare.mockRestore();
    // A WeakRef holds its target until the current job ends.
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    expect(connection.deref()).toBeDefined();
    expect(statements.map((statement) => statement.deref() !== undefined)).toEqual([true, true]);
  });
});
