// The values that must differ in every response, even when the page is served from the cache.
// A cacheable page is rendered with each value's placeholder; every response (stored or not) gets
// fresh values spliced in. The app knows it renders for the cache when its CSP nonce (the
// cspNonceContext value) is NONCE_PLACEHOLDER, and then writes RESPONSE_SEED_PLACEHOLDER where it
// needs a unique value of its own (e.g. the seed of a no-JavaScript form's submission id).
import { randomBytes } from 'node:crypto';
import { createNonce, NONCE_PLACEHOLDER } from '../security/csp';

/** 22 base64url characters, like a nonce, that a random value will not produce by chance. */
export const RESPONSE_SEED_PLACEHOLDER = 'ResponseSeedPlacehold0';

export const RESPONSE_PLACEHOLDERS = [NONCE_PLACEHOLDER, RESPONSE_SEED_PLACEHOLDER] as const;

/** 16 random bytes, base64url: as long as its placeholder. */
export function createResponseSeed(): string {
  return randomBytes(16).toString('base64url');
}

/** This response's values, in the order of RESPONSE_PLACEHOLDERS. */
export function responseValues(nonce: string | undefined): string[] {
  return [nonce ?? createNonce(), createResponseSeed()];
}
