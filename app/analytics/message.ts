// Segment-compatible messages (requirements §7: track and identify with context screen 'WEBSITE' and
// application 'WEBSITE' or 'MOBILE_WEBSITE'). Built in the browser by the facade; the runtime adds
// the anonymousId, which exists only once Analytics consent is given.
import type { AnalyticsEventName } from './events';

/** Widths up to the §9 image breakpoint 767 px count as a mobile viewport. */
export const MOBILE_VIEWPORT_QUERY = '(max-width: 767px)';

export type AnalyticsApplication = 'WEBSITE' | 'MOBILE_WEBSITE';

export interface AnalyticsContext {
  screen: 'WEBSITE';
  application: AnalyticsApplication;
  page: { path: string; url: string; referrer: string; title: string };
  locale: string;
}

interface MessageBase {
  messageId: string;
  /** ISO time the visitor acted (not when the message was delivered). */
  timestamp: string;
  userId?: string;
  context: AnalyticsContext;
}

export interface TrackMessage extends MessageBase {
  type: 'track';
  event: AnalyticsEventName;
  properties: Record<string, unknown>;
}

export interface IdentifyMessage extends MessageBase {
  type: 'identify';
  userId: string;
  traits: Record<string, unknown>;
}

/** A message before consent: everything but the visitor's analytics id. */
export type PendingMessage = TrackMessage | IdentifyMessage;
export type AnalyticsMessage = PendingMessage & { anonymousId: string };

/** What the runtime posts to /api/collect: the Segment batch shape. */
export interface AnalyticsBatch {
  batch: AnalyticsMessage[];
  sentAt: string;
  /** Messages this browser dropped (oldest first) because its queue was full. */
  dropped?: number;
}

export function isMobileViewport(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_VIEWPORT_QUERY).matches;
}

export function currentContext(): AnalyticsContext {
  return {
    screen: 'WEBSITE',
    application: isMobileViewport() ? 'MOBILE_WEBSITE' : 'WEBSITE',
    page: {
      path: window.location.pathname,
      url: window.location.href,
      referrer: document.referrer,
      title: document.title,
    },
    locale: navigator.language,
  };
}

/** A random RFC 4122 v4 id; crypto.randomUUID exists only in secure contexts, so build one. */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
