// Token checks. Tokens are compared as SHA-256 digests with timingSafeEqual: equal-length buffers
// whatever the input, so neither the length nor the content of a guess leaks through timing.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { HttpError } from './errors';

export type Reader = 'public' | 'preview';

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

export function tokenMatches(given: string | undefined, expected: string | undefined): boolean {
  // Compare even when nothing is configured, so both paths cost the same.
  const same = timingSafeEqual(digest(given ?? ''), digest(expected ?? ''));
  return same && given !== undefined && given !== '' && expected !== undefined && expected !== '';
}

export const INVALID_TOKEN = 'Unauthorized: a valid access token must be provided';
export const PUBLIC_TOKEN_DRAFT =
  'Unauthorized: the public token reads published content only; use a preview token for drafts';
export const WRITES_DISABLED = 'Writes are disabled: no management token is configured';
export const INVALID_MANAGEMENT_TOKEN = 'Unauthorized: a valid management token must be provided';

export interface DeliveryTokens {
  publicToken: string;
  previewToken: string | undefined;
}

export function readerFor(token: string | undefined, tokens: DeliveryTokens): Reader {
  const preview = tokenMatches(token, tokens.previewToken);
  const published = tokenMatches(token, tokens.publicToken);
  if (preview) return 'preview';
  if (published) return 'public';
  throw new HttpError(401, INVALID_TOKEN);
}

/** Accepts `Authorization: <token>` (as storyblok-js-client sends it) or `Bearer <token>`. */
export function requireManagementToken(
  headers: IncomingHttpHeaders,
  managementToken: string | undefined,
): void {
  if (!managementToken) throw new HttpError(401, WRITES_DISABLED);
  const header = headers.authorization?.trim() ?? '';
  const given = header.replace(/^Bearer\s+/i, '');
  if (!tokenMatches(given, managementToken)) throw new HttpError(401, INVALID_MANAGEMENT_TOKEN);
}
