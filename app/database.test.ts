// The site's migrations on a real database: instances that start together on an empty PostgreSQL
// database all succeed (the Migrator's advisory lock), and a database the runner before the
// Migrator left is taken over without running anything twice. The PostgreSQL half runs when
// TEST_DATABASE_URL is set (docs/testing.md).
import { afterEach, describe, expect, it } from 'vitest';
import { listLeads } from './leads/lead-list.server';
import { storeLeadIn } from './leads/leads.server';
import { consultationLead } from './leads/test-support';
import type { Database } from './storage/database';
import { migrate, missingMigrations } from './storage/migrations.server';
import {
  emptyPostgresSchema,
  emptyTestDatabases,
  migrateLikeTheOldRunner,
  TEST_POSTGRES_URL,
  type EmptyDatabase,
} from './storage/test-support';
import { SITE_MIGRATIONS } from './database.server';

const SITE_IDS = SITE_MIGRATIONS.map((migration) => migration.id);

let opened: Database[] = [];
let stores: EmptyDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.map((db) => db.destroy()));
  for (const store of stores) await store.drop();
  opened = [];
  stores = [];
});

async function open(store: EmptyDatabase): Promise<Database> {
  const db = await store.open();
  opened.push(db);
  return db;
}

describe.runIf(TEST_POSTGRES_URL)('instances starting together on an empty PostgreSQL database', () => {
  const INSTANCES = 4;
  it.each([1, 2, 3])(`round %i: all ${INSTANCES} succeed, and one of them runs the migrations`, async () => {
    const store = await emptyPostgresSchema(TEST_POSTGRES_URL ?? '');
    stores.push(store);
    const instances = await Promise.all(Array.from({ length: INSTANCES }, () => open(store)));
    // Each instance opens its own pool, as separate processes would, and all migrate at once.
    const applied = await Promise.all(instances.map((db) => migrate(db, SITE_MIGRATIONS)));
    expect(applied.filter((ids) => ids.length > 0)).toEqual([SITE_IDS]);
    for (const db of instances) expect(await missingMigrations(db, SITE_MIGRATIONS)).toEqual([]);
    // The tables are there for every instance: what one stores, another reads.
    const [first, second] = instances as [Database, Database];
    const stored = await storeLeadIn(first, consultationLead(), ['http://127.0.0.1:9/hook']);
    expect((await listLeads(second)).map((lead) => lead.id)).toEqual([stored.leadId]);
  });
});

describe.each(emptyTestDatabases())('a database the old runner migrated, on %s', (_name, empty) => {
  it('keeps its rows, runs only the migrations it lacks and records all of them', async () => {
    const store = await empty();
    stores.push(store);
    const before = SITE_MIGRATIONS.filter((migration) => migration.id < '008');
    expect(before.length).toBeGreaterThan(0);
    const old = await open(store);
    await migrateLikeTheOldRunner(old, before);
    const stored = await storeLeadIn(old, consultationLead(), ['http://127.0.0.1:9/hook']);
    await old.destroy();
    opened = [];

    // What the site does on its first start with the Migrator.
    const db = await open(store);
    expect(await migrate(db, SITE_MIGRATIONS)).toEqual(SITE_IDS.filter((id) => id >= '008'));
    expect(await missingMigrations(db, SITE_MIGRATIONS)).toEqual([]);
    expect((await listLeads(db)).map((lead) => lead.id)).toEqual([stored.leadId]);
    // A restart applies nothing.
    expect(await migrate(db, SITE_MIGRATIONS)).toEqual([]);
  });
});
