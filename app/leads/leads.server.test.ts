// storeLead: one transaction per submission, idempotent on the submission id.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InsertQueryNode, type KyselyPlugin } from 'kysely';
import type { Database } from '../storage/database';
import { storeLeadIn } from './leads.server';
import { listLeads } from './lead-list.server';
import { consultationLead, testDatabases, type TestDatabase } from './test-support';

const HOOK_A = 'http://127.0.0.1:9/crm';
const HOOK_B = 'http://127.0.0.1:9/automation';

/** The same database, except that any write to the outbox fails. */
function failingOutbox(db: Database): Database {
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      if (InsertQueryNode.is(node) && node.into?.table.identifier.name === 'lead_outbox') {
        throw new Error('disk full');
      }
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  };
  return db.withPlugin(plugin);
}

/** How many rows a table holds. */
async function count(db: Database, table: 'leads' | 'lead_outbox'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(testDatabases())('storeLead on %s', (_name, open) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await open();
  });
  afterEach(async () => {
    await test.cleanup();
  });

  it('writes the lead with one pending outbox row per distinct destination', async () => {
    const lead = consultationLead();
    const stored = await storeLeadIn(test.db, lead, [HOOK_A, HOOK_B, HOOK_A]);
    expect(stored.duplicate).toBe(false);
    const [record] = await listLeads(test.db);
    expect(record).toMatchObject({
      id: stored.leadId,
      submissionId: lead.submissionId,
      kind: 'consultation',
      formId: '1181',
      region: 'us',
      country: 'US',
      pageUrl: '/book-a-demo',
      values: lead.values,
      meta: lead.meta,
    });
    expect(record?.deliveries.map((d) => [d.destination, d.status, d.attempts])).toEqual([
      [HOOK_B, 'pending', 0],
      [HOOK_A, 'pending', 0],
    ]);
    const keys = await test.db.selectFrom('lead_outbox').select('idempotency_key').execute();
    expect(keys.map((row) => row.idempotency_key)).toEqual([lead.submissionId, lead.submissionId]);
  });

  it('keeps the lead without outbox rows when no destination is configured', async () => {
    const stored = await storeLeadIn(test.db, consultationLead(), []);
    expect(stored.duplicate).toBe(false);
    expect(await count(test.db, 'leads')).toBe(1);
    expect(await count(test.db, 'lead_outbox')).toBe(0);
  });

  it('stores 20 concurrent posts of one submission exactly once', async () => {
    const lead = consultationLead();
    const results = await Promise.all(Array.from({ length: 20 }, () => storeLeadIn(test.db, lead, [HOOK_A])));
    expect(results.filter((result) => !result.duplicate)).toHaveLength(1);
    expect(new Set(results.map((result) => result.leadId)).size).toBe(1);
    const stored = await test.db
      .selectFrom('leads')
      .select('id')
      .where('submission_id', '=', lead.submissionId)
      .execute();
    expect(stored).toHaveLength(1);
    expect(await count(test.db, 'lead_outbox')).toBe(1);
  });

  it('answers a resubmission as a duplicate of the first, whatever it carries', async () => {
    const first = consultationLead();
    const stored = await storeLeadIn(test.db, first, [HOOK_A]);
    const again = await storeLeadIn(test.db, { ...first, values: { ...first.values, company: 'Changed' } }, [
      HOOK_A,
      HOOK_B,
    ]);
    expect(again).toEqual({ leadId: stored.leadId, duplicate: true });
    const [record] = await listLeads(test.db);
    expect(record?.values.company).toBe('Engines');
    expect(record?.deliveries).toHaveLength(1);
  });

  it('rolls the lead back when its outbox rows cannot be written, and throws', async () => {
    const lead = consultationLead();
    await expect(storeLeadIn(failingOutbox(test.db), lead, [HOOK_A])).rejects.toThrow('disk full');
    expect(await count(test.db, 'leads')).toBe(0);
    // Nothing half-written blocks a retry of the same submission.
    expect((await storeLeadIn(test.db, lead, [HOOK_A])).duplicate).toBe(false);
  });
});
