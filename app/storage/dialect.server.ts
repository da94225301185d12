// Which database a Kysely instance speaks to, for the few things written per dialect (migrations'
// SQL, the old runner's table lookup).
import { PostgresAdapter, type Kysely } from 'kysely';
import type { Dialect } from './database';

export function dialectOf<Tables>(db: Kysely<Tables>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
