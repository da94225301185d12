// The embedded store leaves no statement for the garbage collector: on Node 24.19 and later a
// better-sqlite3 12 statement freed by an idle collection aborts the process (sqlite.server.ts).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import BetterSqlite3, { type Statement } from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSqlite } from './sqlite.server';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('openSqlite', () => {
  it('prepares each SQL text once for the life of the connection', async () => {
    const prepare = vi.spyOn(BetterSqlite3.prototype, 'prepare');
    const db = openSqlite(':memory:');
    await db.run('CREATE TABLE visits (id TEXT PRIMARY KEY, count INTEGER NOT NULL)');
    for (const id of ['a', 'b', 'c']) {
      await db.run('INSERT INTO visits (id, count) VALUES (?, ?)', [id, 1]);
    }
    await db.transaction(async (tx) => {
      await tx.run('UPDATE visits SET count = count + 1 WHERE id = ?', ['a']);
      await tx.run('UPDATE visits SET count = count + 1 WHERE id = ?', ['a']);
    });
    expect(await db.get('SELECT count FROM visits WHERE id = ?', ['a'])).toEqual({ count: 3 });
    expect(await db.get('SELECT count FROM visits WHERE id = ?', ['b'])).toEqual({ count: 1 });

    expect(prepare.mock.calls.map(([sql]) => sql)).toEqual([
      'CREATE TABLE visits (id TEXT PRIMARY KEY, count INTEGER NOT NULL)',
      'INSERT INTO visits (id, count) VALUES (?, ?)',
      'UPDATE visits SET count = count + 1 WHERE id = ?',
      'SELECT count FROM visits WHERE id = ?',
    ]);
    await db.close();
  });

  it('sets its pragmas without preparing statements', async () => {
    const prepare = vi.spyOn(BetterSqlite3.prototype, 'prepare');
    const pragma = vi.spyOn(BetterSqlite3.prototype, 'pragma');
    const db = openSqlite(':memory:');
    expect(prepare).not.toHaveBeenCalled();
    expect(pragma).not.toHaveBeenCalled();
    expect(await db.get('PRAGMA foreign_keys')).toEqual({ foreign_keys: 1 });
    await db.close();
  });

  it('keeps a closed connection and its statements from the garbage collector', async () => {
    setFlagsFromString('--expose-gc');
    const collectGarbage = runInNewContext('gc') as () => void;
    const prepare = vi.spyOn(BetterSqlite3.prototype, 'prepare');
    await (async () => {
      const db = openSqlite(':memory:');
      await db.run('CREATE TABLE notes (body TEXT)');
      await db.get('SELECT count(*) AS n FROM notes');
      await db.close();
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
