// Leads are never lost: a submission is written, with one outbox row per
// destination, in ONE transaction before the visitor is thanked; the outbox (./outbox.server.ts)
// delivers it later. The client-made submissionId is the idempotency key: a resubmission (a double
// click, a retry after a lost answer) stores nothing twice.
import { randomUUID } from 'node:crypto';
import { config } from '../../config/index';
import type { FormKind } from '../forms/definitions';
import type { Region } from '../regions/region';
import type { Database } from '../storage/database';
import { database } from '../database.server';

export interface LeadSubmission {
  /** Client-made UUID (hidden field); the idempotency key. */
  submissionId: string;
  kind: FormKind;
  /** '1540', '1181', '2458', '2215', '1008', '1261' */
  formId: string;
  region: Region;
  /** Visitor country (ISO alpha-2) or null. */
  country: string | null;
  pageUrl: string;
  /** Already validated field values. */
  values: Readonly<Record<string, string | boolean>>;
  /** spz_experiment1/2, marketoSignupFormId, ad token… */
  meta: Readonly<Record<string, string>>;
}

export interface StoredLead {
  leadId: string;
  duplicate: boolean;
}

/**
 * Writes the lead and one outbox row per configured destination in ONE transaction; a submissionId
 * seen before writes nothing and returns duplicate: true. Throws only when the database fails.
 */
export async function storeLead(lead: LeadSubmission): Promise<StoredLead> {
  return storeLeadIn(await database(), lead, config().forms.leadWebhookUrls);
}

/** storeLead against a given database and destination list (tests, tools). */
export async function storeLeadIn(
  db: Database,
  lead: LeadSubmission,
  destinations: readonly string[],
  now: Date = new Date(),
): Promise<StoredLead> {
  const leadId = randomUUID();
  const createdAt = now.toISOString();
  return db.transaction().execute(async (tx) => {
    // ON CONFLICT DO NOTHING rather than read-then-insert: on PostgreSQL a concurrent insert of
    // the same submission waits for the first to commit and then inserts nothing.
    const inserted = await tx
      .insertInto('leads')
      .values({
        id: leadId,
        submission_id: lead.submissionId,
        kind: lead.kind,
        form_id: lead.formId,
        region: lead.region,
        country: lead.country,
        page_url: lead.pageUrl,
        field_values: JSON.stringify(lead.values),
        meta: JSON.stringify(lead.meta),
        created_at: createdAt,
      })
      .onConflict((conflict) => conflict.column('submission_id').doNothing())
      .executeTakeFirstOrThrow();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
      const existing = await tx
        .selectFrom('leads')
        .select('id')
        .where('submission_id', '=', lead.submissionId)
        .executeTakeFirst();
      if (!existing) throw new Error('A lead conflicted on its submission id but cannot be read back');
      return { leadId: existing.id, duplicate: true };
    }
    for (const destination of new Set(destinations)) {
      await tx
        .insertInto('lead_outbox')
        .values({
          id: randomUUID(),
          lead_id: leadId,
          destination,
          idempotency_key: lead.submissionId,
          status: 'pending',
          attempts: 0,
          next_attempt_at: createdAt,
          created_at: createdAt,
        })
        .execute();
    }
    return { leadId, duplicate: false };
  });
}
