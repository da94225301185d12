// The first-party test-variation tool (requirements §4 "Consent"): with consent (state 1) it assigns the
// visitor to the experiments' variants, keeps the assignment in a cookie and reports
// EXPERIMENT_STARTED; refused (state 3) it assigns nothing, forgets any assignment and everyone sees
// the control. The consent manager's script loader calls start() and deny() (app/consent).
import { useSyncExternalStore } from 'react';
import { track, ANALYTICS_EVENTS } from '../analytics/analytics';
import {
  completeAssignments,
  decodeAssignments,
  encodeAssignments,
  EXPERIMENTS,
  EXPERIMENTS_COOKIE,
  EXPERIMENTS_COOKIE_MAX_AGE_S,
  slotValues,
  type Assignments,
  type ExperimentSlot,
  type ExperimentVariant,
} from './experiments';

/** §4: accepted is 1, rejected is 3; 0 until the consent manager has decided. */
export const TEST_VARIATION_CONSENT = { unknown: 0, accepted: 1, rejected: 3 } as const;
export type TestVariationConsent = (typeof TEST_VARIATION_CONSENT)[keyof typeof TEST_VARIATION_CONSENT];

let consentState: TestVariationConsent = TEST_VARIATION_CONSENT.unknown;
let assignments: Assignments = {};
/** EXPERIMENT_STARTED goes once per experiment per page. */
const reported = new Set<string>();
const listeners = new Set<() => void>();

export function testVariationConsentState(): TestVariationConsent {
  return consentState;
}

export function start(): void {
  if (typeof document === 'undefined') return;
  consentState = TEST_VARIATION_CONSENT.accepted;
  const kept = decodeAssignments(readCookie(EXPERIMENTS_COOKIE), EXPERIMENTS);
  ({ assignments } = completeAssignments(kept, EXPERIMENTS, randomFraction));
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${EXPERIMENTS_COOKIE}=${encodeAssignments(assignments)}; Max-Age=${EXPERIMENTS_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
  for (const [experiment, variant] of Object.entries(assignments)) {
    if (reported.has(experiment)) continue;
    reported.add(experiment);
    track(ANALYTICS_EVENTS.EXPERIMENT_STARTED, { experiment, variant });
  }
  notify();
}

/** Consent refused or withdrawn: state 3, no assignment (the cookie is deleted by the loader too). */
export function deny(): void {
  consentState = TEST_VARIATION_CONSENT.rejected;
  assignments = {};
  if (typeof document !== 'undefined') {
    document.cookie = `${EXPERIMENTS_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  }
  notify();
}

export const stop = deny;

/** The values the signup form sends; empty without consent. */
export function experimentValues(): Partial<Record<ExperimentSlot, string>> {
  if (consentState !== TEST_VARIATION_CONSENT.accepted) return {};
  return slotValues(assignments, EXPERIMENTS);
}

/** The visitor's variant of one experiment, or null (show the control) without consent or assignment. */
export function experimentVariant(experimentId: string): ExperimentVariant | null {
  if (consentState !== TEST_VARIATION_CONSENT.accepted) return null;
  const variantId = assignments[experimentId];
  const experiment = EXPERIMENTS.find((candidate) => candidate.id === experimentId);
  return experiment?.variants.find((variant) => variant.id === variantId) ?? null;
}

/**
 * The variant, re-rendering when consent changes the assignment. Null on the server and during
 * hydration, so the server's markup (the control) hydrates without a mismatch.
 */
export function useExperimentVariant(experimentId: string): ExperimentVariant | null {
  return useSyncExternalStore(
    subscribe,
    () => experimentVariant(experimentId),
    () => null,
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify() {
  for (const listener of listeners) listener();
}

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const part = document.cookie.split('; ').find((entry) => entry.startsWith(prefix));
  return part ? part.slice(prefix.length) : null;
}

function randomFraction(): number {
  return (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) / 2 ** 32;
}
