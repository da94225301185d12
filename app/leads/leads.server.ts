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
  return db.transaction(async (tx) => {
    // ON CONFLICT DO NOTHING rather than read-then-insert: on PostgreSQL a concurrent insert of
    // the same submission waits for the first to commit and then inserts nothing.
    const inserted = await tx.run(
      `INSERT INTO leads (id, submission_id, kind, form_id, region, country, page_url, field_values, meta, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (submission_id) DO NOTHING`,
      [
        leadId,
        lead.submissionId,
        lead.kind,
        lead.formId,
        lead.region,
        lead.country,
        lead.pageUrl,
        JSON.stringify(lead.values),
        JSON.stringify(lead.meta),
        createdAt,
      ],
    );
    if (inserted.changes === 0) {
      const existing = await tx.get<{ id: string }>('SELECT id FROM leads WHERE submission_id = ?', [
        lead.submissionId,
      ]);
      if (!existing) throw new Error('A lead conflicted on its submission id but cannot be read back');
      return { leadId: existing.id, duplicate: true };
    }
    for (const destination of new Set(destinations)) {
      await tx.run(
        `INSERT INTO lead_outbox (id, lead_id, destination, idempotency_key, status, attempts, next_attempt_at, created_at)
         VALUES (?, ?, ?, ?, 'pending', 0, ?, ?)`,
        [randomUUID(), leadId, destination, lead.submissionId, createdAt, createdAt],
      );
    }
    return { leadId, duplicate: false };
  });
}
