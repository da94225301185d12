// The analytics helper every page uses (requirements §3 "Analytics state", §7 "Analytics events"): `track`
// and `identify` build Segment-compatible messages; nothing leaves the page or is stored without
// Analytics consent. Until the visitor decides, messages wait in memory; when the consent manager
// starts the runtime (app/consent/script-loader.ts -> ./analytics-runtime) they are handed over; when
// Analytics is refused they are dropped. Kept small and free of zod: it is in every page's bundle.
import { getConsent, isAllowed, onConsentChange, ready } from '../consent/client';
import { assertAnalyticsEventName, type AnalyticsEventName } from './events';
import { currentContext, randomId, type PendingMessage } from './message';

export { ANALYTICS_EVENTS, type AnalyticsEventName } from './events';

/** Messages held before the visitor's decision; a page left undecided does not grow memory. */
export const MAX_HELD_MESSAGES = 100;
/** §9: the analytics client id is polled every 5 ms, up to 200 tries. */
export const CLIENT_ID_POLL_MS = 5;
export const CLIENT_ID_POLL_TRIES = 200;

/** What the consented runtime offers the helper. */
export interface AnalyticsSink {
  /** The visitor's analytics id (the runtime's first-party cookie). */
  readonly anonymousId: string;
  /** `leaving`: the visitor is leaving the site with this click; send it now, not on pagehide. */
  deliver(message: PendingMessage, options?: { leaving?: boolean }): void;
}

let sink: AnalyticsSink | null = null;
let held: PendingMessage[] = [];
let refused = false;
let watchingConsent = false;
let userId: string | undefined;

export function track(event: AnalyticsEventName, properties: Record<string, unknown> = {}): void {
  assertAnalyticsEventName(event);
  if (typeof window === 'undefined') return;
  dispatch({ type: 'track', event, properties, ...stamp() });
}

/**
 * `track` for a click that leaves the site (the product's sign-in): the message is handed to the
 * browser's beacon at once. Left to the runtime's pagehide flush, it was lost whenever the next
 * site's page replaced this one before that handler ran.
 */
export function trackOnLeaving(event: AnalyticsEventName, properties: Record<string, unknown> = {}): void {
  assertAnalyticsEventName(event);
  if (typeof window === 'undefined') return;
  dispatch({ type: 'track', event, properties, ...stamp() }, { leaving: true });
}

export function identify(id: string, traits: Record<string, unknown> = {}): void {
  if (typeof id !== 'string' || id.trim() === '') throw new Error('identify needs a user id');
  if (typeof window === 'undefined') return;
  userId = id;
  dispatch({ type: 'identify', traits, ...stamp(), userId: id });
}

/**
 * The visitor's analytics client id, for calls that link a visit to an account (the signup). The
 * runtime is a lazy chunk that starts only after the consent manager is ready and Analytics is
 * allowed, so the id is polled for (§9: every 5 ms, up to 200 tries); null without consent.
 */
export function analyticsClientId(): Promise<string | null> {
  return new Promise((resolve) => {
    let tries = 0;
    const poll = () => {
      tries += 1;
      if (sink) resolve(sink.anonymousId);
      else if (tries >= CLIENT_ID_POLL_TRIES || typeof window === 'undefined') resolve(null);
      else setTimeout(poll, CLIENT_ID_POLL_MS);
    };
    poll();
  });
}

/** Called by the runtime when it starts; returns the disconnect it calls when it stops. */
export function connectAnalyticsRuntime(runtime: AnalyticsSink): () => void {
  sink = runtime;
  refused = false;
  const waiting = held;
  held = [];
  for (const message of waiting) runtime.deliver(message);
  return () => {
    if (sink !== runtime) return;
    sink = null;
    refused = true;
    held = [];
  };
}

function stamp() {
  return {
    messageId: randomId(),
    timestamp: new Date().toISOString(),
    context: currentContext(),
    ...(userId ? { userId } : {}),
  };
}

function dispatch(message: PendingMessage, options?: { leaving?: boolean }) {
  watchConsent();
  if (sink) {
    sink.deliver(message, options);
    return;
  }
  if (refused) return;
  held.push(message);
  if (held.length > MAX_HELD_MESSAGES) held.shift();
}

/** Drops held messages once the visitor has decided and Analytics is not allowed. */
function watchConsent() {
  if (watchingConsent) return;
  watchingConsent = true;
  const evaluate = () => {
    if (sink || getConsent().decidedAt === null) return;
    void isAllowed('analytics').then((allowed) => {
      if (sink) return;
      refused = !allowed;
      if (refused) held = [];
    });
  };
  ready(evaluate);
  onConsentChange(evaluate);
}
