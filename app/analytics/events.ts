// The fixed set of analytics events of requirements §7 "Analytics events". The signup outcome names are
// owned by the signup form (app/forms/signup/analytics-events.ts) and reused here, not repeated.
import { SIGNUP_EXISTING, SIGNUP_FAILURE, SIGNUP_SUCCESS } from '../forms/signup/analytics-events';

export const ANALYTICS_EVENTS = {
  LOGIN_STARTED: 'LOGIN_STARTED',
  SIGNUP_STARTED: 'SIGNUP_STARTED',
  SIGNUP_ATTEMPT: 'SIGNUP_ATTEMPT',
  SIGNUP_SUCCESS,
  SIGNUP_EXISTING,
  SIGNUP_FAILURE,
  VIEW_OPENED: 'VIEW_OPENED',
  VIEW_CLOSED: 'VIEW_CLOSED',
  SUBMIT_CLICKED: 'SUBMIT_CLICKED',
  // §7 spells these two in lower case with spaces; the collector and destinations expect them so.
  VIDEO_MODAL_OPENED: 'video modal opened',
  VIDEO_MODAL_CLOSED: 'video modal closed',
  LEAD_SUBMITTED: 'LEAD_SUBMITTED',
  DOWNLOAD_FORM_SUBMITTED: 'DOWNLOAD_FORM_SUBMITTED',
  NOTIFICATION_ISSUED: 'NOTIFICATION_ISSUED',
  NOTIFICATION_RESOLVED: 'NOTIFICATION_RESOLVED',
  EXPERIMENT_STARTED: 'EXPERIMENT_STARTED',
} as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

export const ANALYTICS_EVENT_NAMES = Object.values(ANALYTICS_EVENTS) as [
  AnalyticsEventName,
  ...AnalyticsEventName[],
];

const KNOWN_NAMES: ReadonlySet<string> = new Set(ANALYTICS_EVENT_NAMES);

export function isAnalyticsEventName(name: unknown): name is AnalyticsEventName {
  return typeof name === 'string' && KNOWN_NAMES.has(name);
}

/** §7: an unknown event name throws (a typo must fail loudly in development, not vanish). */
export function assertAnalyticsEventName(name: unknown): asserts name is AnalyticsEventName {
  if (!isAnalyticsEventName(name)) throw new Error(`Unknown analytics event: ${String(name)}`);
}
