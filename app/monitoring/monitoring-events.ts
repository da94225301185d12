// What the first-party monitoring reporter sends to /api/monitoring (issue 5 item 5; spec §9
// "Monitoring": sample rate 1, errors forwarded to logs). Events are a union by `kind` so that
// real-user monitoring (issue 8: views, long tasks, INP, replay) adds kinds without a new endpoint.

export const MONITORING_PATH = '/api/monitoring';
/** §9: every session is monitored (100%). */
export const MONITORING_SAMPLE_RATE = 1;

export const WEB_VITAL_NAMES = ['TTFB', 'LCP', 'CLS'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

export const ERROR_SOURCES = ['error', 'unhandledrejection'] as const;
export type ErrorSource = (typeof ERROR_SOURCES)[number];

interface EventBase {
  /** Random id: a batch sent twice (beacon, then retry) is stored once. */
  id: string;
  /** ISO time it happened. */
  at: string;
  /** The page it happened on. */
  url: string;
}

export interface ErrorEvent extends EventBase {
  kind: 'error';
  source: ErrorSource;
  message: string;
  stack?: string;
  /** The script the error came from (window errors only). */
  file?: string;
  line?: number;
  column?: number;
}

export interface VitalEvent extends EventBase {
  kind: 'vital';
  name: WebVitalName;
  /** Milliseconds, except CLS which is a unitless score. */
  value: number;
}

export type MonitoringEvent = ErrorEvent | VitalEvent;

export interface MonitoringBatch {
  sessionId: string;
  sentAt: string;
  events: MonitoringEvent[];
}

export const MAX_MESSAGE_LENGTH = 1_000;
export const MAX_STACK_LENGTH = 4_000;
export const MAX_STACK_LINES = 30;
export const MAX_URL_LENGTH = 2_048;

/** A stack short enough to store and read: at most 30 lines and 4,000 characters. */
export function trimStack(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  return stack.split('\n').slice(0, MAX_STACK_LINES).join('\n').slice(0, MAX_STACK_LENGTH);
}
