// The privacy-friendly bot check behind the signup form's `talon` token (requirements §3 "Signup form data").
// No third-party script and no fingerprinting: the server issues a signed token
// with the page (or the form), and a post passes only if it carries such a token for any form on
// the page (or for this form), was filled in no faster than a person can, is not stale, and leaves
// the hidden honeypot field empty. A failure is [DP002] in the signup flow. Hostile input never
// throws: every bad token is a typed reason.
import { createHmac, randomFillSync, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { TALON_PLACEHOLDER } from './talon-fields';

export { HONEYPOT_FIELD, TALON_PLACEHOLDER } from './talon-fields';

/**
 * The form id of a page's token: good for every form on the page it was sent with. A token from the
 * definition endpoint names its one form. Both are free to anyone who loads a page, so binding the
 * page's token to one form would stop no bot; what the token proves is the time since it was sent.
 */
export const ANY_FORM = '*';

/** A form posted sooner than this after its token was issued was filled in by a bot. */
export const MIN_FILL_MS = 2_000;
/** A token older than this is stale: the visitor reloads the form and gets a new one. */
export const MAX_TOKEN_AGE_MS = 24 * 60 * 60 * 1_000;
/** Longer tokens are refused before any decoding or hashing; real tokens are about 150 characters. */
export const MAX_TOKEN_LENGTH = 1_024;

export type TalonFailure =
  'missing' | 'malformed' | 'bad-signature' | 'wrong-form' | 'too-fast' | 'expired' | 'honeypot';
export type TalonCheck = { ok: true } | { ok: false; reason: TalonFailure };

const MAX_FORM_ID_LENGTH = 64;
const NONCE_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

// Short keys keep the token small; the payload is only ever read back by checkTalon.
const payloadSchema = z.strictObject({
  f: z.string().min(1).max(MAX_FORM_ID_LENGTH),
  t: z.number().int().nonnegative(),
  n: z.string().regex(BASE64URL).max(64),
});

export interface IssueTalonOptions {
  readonly formId: string;
  readonly secret: string;
  /** Milliseconds since the epoch; Date.now() when absent. */
  readonly now?: number;
}

export interface CheckTalonOptions {
  /** The posted `talon` value, of any type (a form post may carry a file or nothing). */
  readonly token: unknown;
  readonly formId: string;
  readonly secret: string;
  readonly now?: number;
  /** The posted value of HONEYPOT_FIELD. */
  readonly honeypot?: unknown;
}

function requireSecret(secret: string): void {
  // A configuration error, not hostile input: without a secret anyone could mint tokens.
  if (secret.length === 0) throw new TypeError('talon: the signing secret must not be empty');
}

function sign(encodedPayload: string, secret: string): string {
  return createHmac('sha256', secret).update(encodedPayload).digest('base64url');
}

// Tokens are issued for every response of a cached page (form-setup.server.ts), so nonces come
// from a pool of random bytes refilled in one call, not one system call each.
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolOffset = noncePool.length;

function nextNonce(): string {
  if (noncePoolOffset === noncePool.length) {
    randomFillSync(noncePool);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString('base64url', noncePoolOffset, noncePoolOffset + NONCE_BYTES);
  noncePoolOffset += NONCE_BYTES;
  return nonce;
}

/**
 * An opaque token for one rendering of a form, or of a whole page (formId ANY_FORM):
 * base64url(payload) + '.' + base64url(HMAC-SHA256).
 */
export function issueTalon({ formId, secret, now = Date.now() }: IssueTalonOptions): string {
  requireSecret(secret);
  // Our own form ids and clock: checked by hand rather than by the schema, as this runs per response.
  if (formId.length === 0 || formId.length > MAX_FORM_ID_LENGTH) {
    throw new RangeError(`talon: no form id "${formId}"`);
  }
  if (!Number.isSafeInteger(now) || now < 0) throw new RangeError(`talon: no issue time ${now}`);
  const payload: z.input<typeof payloadSchema> = { f: formId, t: now, n: nextNonce() };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${sign(encoded, secret)}`;
}

/** Empty means absent, null or blank; anything else (text, a file) was filled in by a bot. */
function honeypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

function decodePayload(encoded: string): z.output<typeof payloadSchema> | undefined {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks a posted token. The honeypot is checked first, as it condemns a post whatever the token;
 * the signature is checked before the payload is decoded, so forged input is never parsed.
 * Exactly MIN_FILL_MS and exactly MAX_TOKEN_AGE_MS after issue both pass.
 */
export function checkTalon({
  token,
  formId,
  secret,
  now = Date.now(),
  honeypot,
}: CheckTalonOptions): TalonCheck {
  requireSecret(secret);
  if (honeypotFilled(honeypot)) return { ok: false, reason: 'honeypot' };
  if (token === undefined || token === null) return { ok: false, reason: 'missing' };
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'malformed' };
  const trimmed = token.trim();
  if (trimmed === '' || trimmed === TALON_PLACEHOLDER) return { ok: false, reason: 'missing' };

  const [encoded, signature, ...rest] = trimmed.split('.');
  if (!encoded || !signature || rest.length > 0 || !BASE64URL.test(encoded) || !BASE64URL.test(signature)) {
    return { ok: false, reason: 'malformed' };
  }
  // Compared as base64url text, so each signature has exactly one accepted spelling.
  const expected = Buffer.from(sign(encoded, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad-signature' };
  }

  const payload = decodePayload(encoded);
  if (!payload) return { ok: false, reason: 'malformed' };
  if (payload.f !== formId && payload.f !== ANY_FORM) return { ok: false, reason: 'wrong-form' };
  const age = now - payload.t;
  // A token from the future (clock skew, forgery with the secret) is no proof of a human either.
  if (age < MIN_FILL_MS) return { ok: false, reason: 'too-fast' };
  if (age > MAX_TOKEN_AGE_MS) return { ok: false, reason: 'expired' };
  return { ok: true };
}
