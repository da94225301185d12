// Rate limits shared by instances: on PostgreSQL one limit holds across every instance and across
// a restart; without a shared database, and when the database cannot be opened, they count in memory.
// The PostgreSQL half runs when TEST_DATABASE_URL is set (docs/testing.md).
import { afterEach, describe, expect, it } from 'vitest';
import { overrideConfig } from '../config/test-config';
import { SITE_MIGRATIONS } from './database.server';
import { rateLimiter } from './rate-limits.server';
import type { Database } from './storage/database';
import { migrate } from './storage/migrations.server';
import { emptyPostgresSchema, TEST_POSTGRES_URL, type EmptyDatabase } from './storage/test-support';

overrideConfig({ LOG_LEVEL: 'silent', DATABASE_URL: undefined });

const RULE = { limit: 10, windowMs: 60_000 };

async function verdicts(take: () => unknown, times: number) {
  const seen: boolean[] = [];
  for (let index = 0; index < times; index += 1) seen.push(((await take()) as { ok: boolean }).ok);
  return seen;
}

describe('a rate limit without a shared database', () => {
  it('counts in memory: ten posts a minute, then 429 with the seconds to wait', async () => {
    const limiter = rateLimiter('forms', RULE);
    expect((await verdicts(() => limiter.take('203.0.113.7'), 12)).filter(Boolean)).toHaveLength(10);
    expect(await limiter.take('203.0.113.7')).toMatchObject({ ok: false, retryAfterSeconds: 60 });
    expect(await limiter.take('203.0.113.8')).toEqual({ ok: true });
  });

  it('counts in memory when the database cannot be opened, instead of failing the request', async () => {
    const limiter = rateLimiter(
      'forms',
      { limit: 2, windowMs: 60_000 },
      {
        database: () => Promise.reject(new Error('connection refused')),
      },
    );
    expect(await verdicts(() => limiter.take('203.0.113.7'), 3)).toEqual([true, true, false]);
  });
});

describe.runIf(TEST_POSTGRES_URL)('a rate limit shared through PostgreSQL', () => {
  let store: EmptyDatabase;
  const opened: Database[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.destroy()));
    await store.drop();
  });

  async function instance(): Promise<Database> {
    const db = await store.open();
    opened.push(db);
    await migrate(db, SITE_MIGRATIONS);
    return db;
  }

  it('holds across two instances and a restart: 10 of 40 posts accepted, then still refused', async () => {
    store = await emptyPostgresSchema(TEST_POSTGRES_URL ?? '');
    const [first, second] = [await instance(), await instance()];
    const limiters = [first, second].map((db) =>
      rateLimiter('forms', RULE, { database: () => Promise.resolve(db) }),
    );
    const accepted = await Promise.all(
      Array.from({ length: 40 }, (_, index) => limiters[index % 2]?.take('203.0.113.7')),
    );
    expect(accepted.filter((verdict) => verdict?.ok)).toHaveLength(10);

    const restarted = rateLimiter('forms', RULE, { database: () => instance() });
    const after = await restarted.take('203.0.113.7');
    expect(after.ok).toBe(false);
    expect(after.ok ? 0 : after.retryAfterSeconds).toBeGreaterThan(0);
    // Another limit, and another address, count apart.
    expect(await restarted.take('203.0.113.8')).toEqual({ ok: true });
    const consent = rateLimiter('consent', RULE, { database: () => Promise.resolve(first) });
    expect(await consent.take('203.0.113.7')).toEqual({ ok: true });
  });
});
