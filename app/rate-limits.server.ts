// The site's rate limits, one per name. With PostgreSQL (DATABASE_URL), where several instances
// may share the database, each limit is counted in the table rate_limits through
// rate-limiter-flexible's PostgreSQL store: N instances enforce one limit, and a restart keeps the
// counts. With the embedded SQLite database (one instance) they are counted in memory. A client
// past its limit is then refused from memory until its window ends, so a flood does not become a
// flood of writes; and if the database does not answer, the request is counted in memory rather
// than failed.
import { CompiledQuery } from 'kysely';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { config } from '../config/index';
import { logger } from './logging/logger.server';
import type { Database } from './storage/database';
import {
  RateLimiter,
  type Limiter,
  type RateLimitRule,
  type RateLimitVerdict,
} from './security/rate-limit.server';
import { database } from './database.server';

export interface RateLimitStore {
  /** The database to count in, when the limit is shared; undefined counts in memory. */
  database?: () => Promise<Database>;
}

function defaultStore(): RateLimitStore {
  return config().storage.databaseUrl ? { database } : {};
}

/** The store's queries (`$n` parameters, PostgreSQL's) run through the site's own connections. */
function queriesThrough(db: Database) {
  return {
    query: ({ text, values = [] }: { text: string; values?: readonly unknown[] }) =>
      db.executeQuery(CompiledQuery.raw(text, [...values])),
  };
}

class SharedLimiter implements Limiter {
  private store: Promise<RateLimiterPostgres> | undefined;
  private readonly fallback: RateLimiter;

  constructor(
    private readonly name: string,
    private readonly rule: RateLimitRule,
    private readonly open: () => Promise<Database>,
  ) {
    this.fallback = new RateLimiter(rule);
  }

  private counter(): Promise<RateLimiterPostgres> {
    this.store ??= this.open().then((db) => {
      const durationS = this.rule.windowMs / 1_000;
      return new RateLimiterPostgres({
        storeClient: queriesThrough(db),
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true,
        keyPrefix: this.name,
        points: this.rule.limit,
        duration: durationS,
        inMemoryBlockOnConsumed: this.rule.limit + 1,
        insuranceLimiter: new RateLimiterMemory({
          keyPrefix: this.name,
          points: this.rule.limit,
          duration: durationS,
        }),
      });
    });
    // A database that could not be opened is tried again on the next request.
    this.store.catch(() => (this.store = undefined));
    return this.store;
  }

  async take(key: string): Promise<RateLimitVerdict> {
    try {
      await (await this.counter()).consume(key);
      return { ok: true };
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) {
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1_000)) };
      }
      // Only an unopened database gets here: the store's own errors go to its insurance limiter.
      logger.warn(
        `Rate limit ${this.name} could not be counted in the database; counting in memory:`,
        outcome,
      );
      return this.fallback.take(key);
    }
  }
}

/**
 * The limit called `name` (the prefix of its keys in the shared table). Where it is counted is
 * decided on its first request, once the process's configuration is settled.
 */
export function rateLimiter(name: string, rule: RateLimitRule, store?: RateLimitStore): Limiter {
  let chosen: Limiter | undefined;
  return {
    take(key) {
      if (!chosen) {
        const open = (store ?? defaultStore()).database;
        chosen = open ? new SharedLimiter(name, rule, open) : new RateLimiter(rule);
      }
      return chosen.take(key);
    },
  };
}
