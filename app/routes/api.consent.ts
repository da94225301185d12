// Records a visitor's consent choice for audit. The browser's consent manager
// posts each choice here; the answer tells it whether the request carried Sec-GPC, so a GPC signal
// the page could not see still switches Advertising off.
import type { Route } from './+types/api.consent';
import { methodNotAllowed, plainResponse, readIntake } from '../security/intake.server';
import { consentRecordSchema, requestSendsGpc, storeConsentRecord } from '../consent/consent-records.server';
import { logger } from '../logging/logger.server';
import { database } from '../database.server';
import { rateLimiter } from '../rate-limits.server';

/** A record is about 250 bytes; anything near this is not one. */
export const CONSENT_MAX_BODY_BYTES = 2 * 1024;
/** Per address: a visitor changes their mind a few times at most; a shared office address, more. */
export const CONSENT_RATE_LIMIT = { limit: 30, windowMs: 60_000 };

const limiter = rateLimiter('consent', CONSENT_RATE_LIMIT);

export async function action({ request }: Route.ActionArgs) {
  const intake = await readIntake(request, {
    schema: consentRecordSchema,
    maxBytes: CONSENT_MAX_BODY_BYTES,
    limiter,
    what: 'consent record',
  });
  if (!intake.ok) return intake.response;
  try {
    const stored = await storeConsentRecord(await database(), intake.value, {
      gpcHeader: requestSendsGpc(request),
    });
    return Response.json(
      { recorded: true, gpc: stored.gpc, advertising: stored.advertising },
      { status: 201, headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    logger.error('A consent record could not be stored:', error);
    return plainResponse(503, 'The consent record could not be stored; your choice still applies.', {
      'Retry-After': '30',
    });
  }
}

export function loader() {
  return methodNotAllowed();
}
