// Publish webhook from the content service: a signed POST that makes the site ask for the new
// cache version at once instead of waiting for its TTL, and the page cache render every page again
// (server/page-cache; old pages stay as a fallback). Unsigned or mis-signed calls are refused.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { data } from 'react-router';
import { config } from '../../config/index';
import type { Route } from './+types/api.content-published';
import { contentClient } from '../content/client.server';
import { announceNewContent } from '../content/content-events';
import { logger } from '../logging/logger.server';

const MAX_BODY_BYTES = 64 * 1024;

function validSignature(body: string, signature: string | null, secret: string): boolean {
  if (!signature) return false;
  const expected = Buffer.from(createHmac('sha1', secret).update(body).digest('hex'));
  const given = Buffer.from(signature.trim().toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return data({ error: 'Method not allowed' }, { status: 405 });
  const secret = config().content.webhookSecret;
  if (!secret) return data({ error: 'Publish webhook is not configured' }, { status: 404 });
  const body = await request.text();
  if (body.length > MAX_BODY_BYTES) return data({ error: 'Payload too large' }, { status: 413 });
  if (!validSignature(body, request.headers.get('webhook-signature'), secret)) {
    return data({ error: 'Invalid signature' }, { status: 401 });
  }
  contentClient().invalidate();
  const cv = await contentClient()
    .cacheVersion()
    .catch(() => null);
  // Even when `spaces/me` did not answer just now, the page cache must not keep pages as fresh.
  announceNewContent(cv);
  logger.info('Content published; cache version is now', cv ?? 'unknown');
  return { ok: true, cv };
}

export function loader() {
  return data({ error: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST' } });
}
