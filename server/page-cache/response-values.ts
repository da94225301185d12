// The values that must differ in every response, even when the page is served from the cache
// (app/security/response-slots.ts): the CSP nonce, made here, and the app's own slots (the forms'
// bot-check token), which the server build exports from its entry module as `responseSlots`.
import type { ServerBuild } from 'react-router';
import type { ResponseSlots } from '../../app/security/response-slots';
import { createNonce, NONCE_PLACEHOLDER } from '../security/csp';

export interface ResponseValues {
  /** What a cached rendering carries where each value goes: the nonce's first. */
  readonly placeholders: readonly string[];
  /** One response's values, in the order of the placeholders. */
  fresh(nonce: string | undefined): string[];
}

export function responseValuesOf(build: ServerBuild): ResponseValues {
  const app = (build.entry?.module as { responseSlots?: ResponseSlots } | undefined)?.responseSlots;
  return {
    placeholders: [NONCE_PLACEHOLDER, ...(app?.placeholders ?? [])],
    fresh: (nonce) => [nonce ?? createNonce(), ...(app?.fresh() ?? [])],
  };
}
