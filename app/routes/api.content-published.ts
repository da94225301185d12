// Publish webhook from the content service: a signed POST that makes the site ask for the new
// cache version at once instead of waiting for its TTL, and the page cache render every page again
// (server/page-cache; old pages stay as a fallback). The content service calls one address, so
// with several instances one of them gets the call: on PostgreSQL it then passes the publish on to
// the others with NOTIFY, and each takes it in as this route does
// (app/content/publish-broadcast.server.ts); the `spaces/me` poll remains the fallback. Unsigned
// or mis-signed calls are refused, and passed on to no one.
// Everything that can be judged from the headers is judged before the body is read: a declared size
// over the limit (413) and a missing or malformed signature (401). Only then is the body read, at
// most MAX_BODY_BYTES of it, and its HMAC checked. Its rate limit is server/security/request-guards.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { data } from 'react-router';
import { config } from '../../config/index';
import type { Route } from './+types/api.content-published';
import { broadcastPublish, takeInPublish } from '../content/publish-broadcast.server';
import { logger } from '../logging/logger.server';
import {
  declaredTooLarge,
  readBoundedBody,
  TOO_LARGE_HEADERS,
  type BoundedBody,
} from '../security/bounded-body.server';

/** A publish notice is a few hundred bytes of JSON (content-service/webhook.ts). */
export const PUBLISH_WEBHOOK_MAX_BODY_BYTES = 64 * 1024;

/** `webhook-signature`: the hex HMAC-SHA1 of the raw body, as the content service sends it. */
const SIGNATURE_SHAPE = /^[0-9a-f]{40}$/;

const payloadTooLarge = () =>
  data({ error: 'Payload too large' }, { status: 413, headers: TOO_LARGE_HEADERS });
const invalidSignature = () => data({ error: 'Invalid signature' }, { status: 401 });

/** The signature header, trimmed and lower-cased, when it has the shape of one. */
function signatureHeader(request: Request): string | undefined {
  const value = request.headers.get('webhook-signature')?.trim().toLowerCase();
  return value && SIGNATURE_SHAPE.test(value) ? value : undefined;
}

function validSignature(body: Uint8Array, signature: string, secret: string): boolean {
  const expected = Buffer.from(createHmac('sha1', secret).update(body).digest('hex'));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return data({ error: 'Method not allowed' }, { status: 405 });
  const secret = config().content.webhookSecret;
  if (!secret) return data({ error: 'Publish webhook is not configured' }, { status: 404 });
  if (declaredTooLarge(request, PUBLISH_WEBHOOK_MAX_BODY_BYTES)) return payloadTooLarge();
  const signature = signatureHeader(request);
  if (!signature) return invalidSignature();
  let body: BoundedBody;
  try {
    body = await readBoundedBody(request, PUBLISH_WEBHOOK_MAX_BODY_BYTES);
  } catch {
    return data({ error: 'The body could not be read to its end' }, { status: 400 });
  }
  if (!body.ok) return payloadTooLarge();
  if (!validSignature(body.bytes, signature, secret)) return invalidSignature();
  const cv = await takeInPublish();
  logger.info('Content published; cache version is now', cv ?? 'unknown');
  await broadcastPublish(cv);
  return { ok: true, cv };
}

export function loader() {
  return data({ error: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST' } });
}
