// Reading stored leads back for the admin endpoints: newest first, with each lead's deliveries.
import { FORM_KINDS, type FormKind } from '../forms/definitions';
import type { Database } from '../storage/database';
import type { LeadPayload } from './webhook.server';

export interface LeadDelivery {
  destination: string;
  status: 'pending' | 'delivered' | 'dead';
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  deliveredAt: string | null;
}

/** A stored lead as the admin endpoints list it: what destinations receive, plus its deliveries. */
export interface LeadRecord extends Omit<LeadPayload, 'leadId' | 'kind'> {
  id: string;
  kind: FormKind;
  deliveries: LeadDelivery[];
}

export interface LeadQuery {
  kind?: FormKind;
  /** At most this many; undefined: all. */
  limit?: number;
}

/** Rows are read in pages of this size, so the IN list of the deliveries query stays short. */
const PAGE_SIZE = 500;

function objectFrom(json: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(json);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

function asKind(kind: string): FormKind {
  return (FORM_KINDS as readonly string[]).includes(kind) ? (kind as FormKind) : 'signup';
}

async function deliveriesOf(db: Database, leadIds: readonly string[]): Promise<Map<string, LeadDelivery[]>> {
  const byLead = new Map<string, LeadDelivery[]>();
  if (leadIds.length === 0) return byLead;
  const rows = await db
    .selectFrom('lead_outbox')
    .select(['lead_id', 'destination', 'status', 'attempts', 'next_attempt_at', 'last_error', 'delivered_at'])
    .where('lead_id', 'in', leadIds)
    .orderBy('destination')
    .execute();
  for (const row of rows) {
    const list = byLead.get(row.lead_id) ?? [];
    list.push({
      destination: row.destination,
      status: row.status,
      attempts: row.attempts,
      nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
      lastError: row.last_error,
      deliveredAt: row.delivered_at,
    });
    byLead.set(row.lead_id, list);
  }
  return byLead;
}

/** Leads newest first (ties by id, so pages are stable), each with its deliveries. */
export async function listLeads(db: Database, query: LeadQuery = {}): Promise<LeadRecord[]> {
  const leads: LeadRecord[] = [];
  let cursor: { createdAt: string; id: string } | undefined;
  for (;;) {
    const want = Math.min(PAGE_SIZE, (query.limit ?? Infinity) - leads.length);
    if (want <= 0) break;
    let select = db
      .selectFrom('leads')
      .select([
        'id',
        'submission_id',
        'kind',
        'form_id',
        'region',
        'country',
        'page_url',
        'field_values',
        'meta',
        'created_at',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(want);
    if (query.kind) select = select.where('kind', '=', query.kind);
    const after = cursor;
    if (after) {
      select = select.where((eb) =>
        eb.or([
          eb('created_at', '<', after.createdAt),
          eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
        ]),
      );
    }
    const rows = await select.execute();
    const deliveries = await deliveriesOf(
      db,
      rows.map((row) => row.id),
    );
    for (const row of rows) {
      leads.push({
        id: row.id,
        submissionId: row.submission_id,
        kind: asKind(row.kind),
        formId: row.form_id,
        region: row.region,
        country: row.country,
        pageUrl: row.page_url,
        values: objectFrom(row.field_values),
        meta: objectFrom(row.meta),
        createdAt: row.created_at,
        deliveries: deliveries.get(row.id) ?? [],
      });
    }
    const last = rows[rows.length - 1];
    if (!last || rows.length < want) break;
    cursor = { createdAt: last.created_at, id: last.id };
  }
  return leads;
}
