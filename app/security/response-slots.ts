// Values that must differ in every response even when the page cache (server/page-cache) serves
// one rendering to many visitors: the CSP nonce, and the forms' bot-check token. The cache renders
// a page with each slot's placeholder and splices a fresh value into every response it sends. A
// value is exactly as long as its placeholder (the cached compressed body refers back across it by
// offset) and made of base64url characters, which neither the HTML nor the loader data escape.
import type { RouterContextProvider } from 'react-router';
import { cspNonceContext } from './csp-nonce';

export interface ResponseSlots {
  /** What a cached rendering carries in place of each value. */
  readonly placeholders: readonly string[];
  /** One response's values, in the order of the placeholders: each as long as its placeholder. */
  fresh(): readonly string[];
}

/**
 * The nonce a page is rendered with for the cache: as long as a real nonce (22 characters) and of
 * the same alphabet, yet readable words a random nonce will not produce and content has no reason
 * to contain. server/security/csp.ts makes the real nonces.
 */
export const NONCE_PLACEHOLDER = 'CSPnoncePlaceholder-0Z';

/** Whether this render is the page cache's, shared by every visitor of the page. */
export function rendersForCache(context: Readonly<RouterContextProvider>): boolean {
  return context.get(cspNonceContext) === NONCE_PLACEHOLDER;
}

/**
 * A placeholder of `length` characters named `name` (letters and digits): `Slot-<name>-` padded
 * with Z. The dashes around the name keep one slot's placeholder out of another's.
 */
export function slotPlaceholder(name: string, length: number): string {
  const head = `Slot-${name}-`;
  if (!/^[A-Za-z0-9]+$/.test(name) || head.length > length) {
    throw new RangeError(`No ${length}-character placeholder can name the slot "${name}"`);
  }
  return head.padEnd(length, 'Z');
}
