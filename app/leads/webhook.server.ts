// One delivery of a lead to a destination webhook: a JSON POST carrying the submission's
// Idempotency-Key (so a receiver can drop a repeat: delivery is at least once) and, when
// LEAD_WEBHOOK_SECRET is set, an HMAC-SHA256 signature the receiver checks before trusting it.
import { createHmac } from 'node:crypto';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const TIMESTAMP_HEADER = 'Webhook-Timestamp';
/** `sha256=` + hex HMAC-SHA256(secret, `${timestamp}.${body}`). */
export const SIGNATURE_HEADER = 'Webhook-Signature';

/** What a destination receives: the lead as stored. */
export interface LeadPayload {
  leadId: string;
  submissionId: string;
  kind: string;
  formId: string;
  region: string;
  country: string | null;
  pageUrl: string;
  values: Record<string, unknown>;
  meta: Record<string, unknown>;
  createdAt: string;
}

export type DeliveryResult = { ok: true } | { ok: false; error: string };

/** The signature of a body sent at `timestamp` (unix seconds); receivers compute the same. */
export function signPayload(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export async function postLead(
  destination: string,
  payload: LeadPayload,
  idempotencyKey: string,
  options: { secret: string | undefined; timeoutMs: number; now: Date },
): Promise<DeliveryResult> {
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    [IDEMPOTENCY_HEADER]: idempotencyKey,
  };
  if (options.secret) {
    const timestamp = Math.floor(options.now.getTime() / 1_000);
    headers[TIMESTAMP_HEADER] = String(timestamp);
    headers[SIGNATURE_HEADER] = signPayload(options.secret, timestamp, body);
  }
  try {
    const response = await fetch(destination, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'error',
    });
    // The answer's body is not needed; reading it frees the connection.
    await response.arrayBuffer().catch(() => undefined);
    if (response.status >= 200 && response.status < 300) return { ok: true };
    return { ok: false, error: `HTTP ${response.status}` };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return { ok: false, error: `${error instanceof Error ? error.message : String(error)}${cause}` };
  }
}
