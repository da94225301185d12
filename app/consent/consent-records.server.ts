// The server's audit record of each consent choice: validated at the boundary, stored append-only in
// consent_records with the server's own time. The only identifier is the random anonymous id of the
// visitor's consent cookie; no address, user agent or account is kept with it.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { REGIONS } from '../regions/region';
import type { Database } from '../storage/database';
import { isAnonymousId } from './consent-cookie';
import type { ConsentRecordPayload } from './consent-manager';

/** The same shape the browser's manager posts (ConsentRecordPayload); unknown keys are refused. */
export const consentRecordSchema = z
  .object({
    version: z.number().int().min(1).max(9999),
    decidedAt: z.iso.datetime({ offset: true }),
    anonymousId: z.string().refine(isAnonymousId, 'must be the consent cookie’s anonymous id'),
    region: z.enum(REGIONS),
    purposes: z
      .object({ functional: z.boolean(), analytics: z.boolean(), advertising: z.boolean() })
      .strict(),
    gpc: z.boolean(),
    source: z.enum(['accept-all', 'reject-all', 'preferences', 'video-embed']),
  })
  .strict() satisfies z.ZodType<ConsentRecordPayload>;

export interface StoredConsentRecord {
  id: string;
  anonymousId: string;
  gpc: boolean;
  advertising: boolean;
}

/**
 * Stores one choice. GPC from either the page or the request's Sec-GPC header counts, and under
 * GPC the record never says Advertising was granted (the browser's opt-out wins).
 */
export async function storeConsentRecord(
  db: Database,
  record: ConsentRecordPayload,
  options: { gpcHeader: boolean; now?: Date },
): Promise<StoredConsentRecord> {
  const gpc = record.gpc || options.gpcHeader;
  const advertising = record.purposes.advertising && !gpc;
  const id = randomUUID();
  await db
    .insertInto('consent_records')
    .values({
      id,
      anonymous_id: record.anonymousId,
      consent_version: record.version,
      region: record.region,
      functional: record.purposes.functional ? 1 : 0,
      analytics: record.purposes.analytics ? 1 : 0,
      advertising: advertising ? 1 : 0,
      gpc: gpc ? 1 : 0,
      source: record.source,
      decided_at: new Date(record.decidedAt).toISOString(),
      recorded_at: (options.now ?? new Date()).toISOString(),
    })
    .execute();
  return { id, anonymousId: record.anonymousId, gpc, advertising };
}

/** Sec-GPC: 1 is the request-header form of Global Privacy Control. */
export function requestSendsGpc(request: Request): boolean {
  return request.headers.get('sec-gpc')?.trim() === '1';
}
