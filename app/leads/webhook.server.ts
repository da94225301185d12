// One delivery of a lead to a destination webhook: a JSON POST carrying the submission's
// Idempotency-Key (so a receiver can drop a repeat: delivery is at least once) and the Standard
// Webhooks headers (https://www.standardwebhooks.com): `webhook-id`, the outbox row's id, the same on
// every retry of that delivery; `webhook-timestamp`, when this attempt was sent; and, when
// LEAD_WEBHOOK_SECRET is set, `webhook-signature`, made by the `standardwebhooks` library, which a
// receiver checks with the same library (`new Webhook(secret).verify(body, headers)`) or any other
// implementation of the specification.
import { Webhook } from 'standardwebhooks';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** The message's id: the outbox row's, so the same on every retry of one lead to one destination. */
export const ID_HEADER = 'webhook-id';
/** When this attempt was sent, in unix seconds; receivers refuse one more than 5 minutes off. */
export const TIMESTAMP_HEADER = 'webhook-timestamp';
/** `v1,` + base64 HMAC-SHA256 of `${id}.${timestamp}.${body}` with the key the `whsec_` secret holds. */
export const SIGNATURE_HEADER = 'webhook-signature';

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

/** The message's identity: `id` stays the same on every retry, `now` is this attempt's time. */
export interface DeliveryAttempt {
  id: string;
  idempotencyKey: string;
  now: Date;
}

/** The headers of one attempt: signed when there is a secret (a `whsec_` value, config/index.ts). */
export function deliveryHeaders(
  attempt: DeliveryAttempt,
  body: string,
  secret: string | undefined,
): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    [IDEMPOTENCY_HEADER]: attempt.idempotencyKey,
    [ID_HEADER]: attempt.id,
    // The library signs the whole seconds of `now`, as sent here.
    [TIMESTAMP_HEADER]: String(Math.floor(attempt.now.getTime() / 1_000)),
  };
  if (secret) headers[SIGNATURE_HEADER] = new Webhook(secret).sign(attempt.id, attempt.now, body);
  return headers;
}

export async function postLead(
  destination: string,
  payload: LeadPayload,
  attempt: DeliveryAttempt,
  options: { secret: string | undefined; timeoutMs: number },
): Promise<DeliveryResult> {
  const body = JSON.stringify(payload);
  try {
    const headers = deliveryHeaders(attempt, body, options.secret);
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
