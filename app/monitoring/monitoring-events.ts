// The wire protocol between the browser's monitoring client (app/monitoring, loaded only with
// consent) and the site's own intake (app/routes/api.monitoring*.ts): real-user monitoring batches,
// log batches and session-replay segments (requirements §3 configuration, §4 consent, §7 outbound
// calls, §8 replay reasons, §9 monitoring limits). Shared by client and server, so it imports
// nothing but types.
import type { MonitoringSettings } from '../../config/index';

/** RUM batches (views, actions, long tasks, vitals, errors, replay status). */
export const MONITORING_PATH = '/api/monitoring';
/** Log batches: errors forwarded to logs (§9), and replay-not-started reasons. */
export const LOGS_PATH = '/api/monitoring/logs';
/** Replay segments, one multipart form each. */
export const REPLAY_PATH = '/api/monitoring/replay';
/**
 * The query parameter that carries the client token on every intake call (sendBeacon cannot set
 * headers). RUM and replay carry the monitoring token, logs the logs token (§3).
 */
export const CLIENT_TOKEN_PARAM = 'token';

/** What the browser is configured with: the §3 monitoring values, all public. */
export type MonitoringClientConfig = MonitoringSettings;

// The monitoring limits, by name. The sample rates are configuration (MONITORING_*_SAMPLE_RATE).
export const REPLAY_SEGMENT_MAX_DURATION_MS = 5 * 60_000;
export const REPLAY_SEGMENT_MAX_RAW_BYTES = 60_000;
export const REPLAY_WORKER_START_TIMEOUT_MS = 30_000;
export const RECORD_THROTTLE_MS = { mouseMove: 50, scroll: 100, visualViewport: 200 } as const;
export const MUTATION_BATCH_MS = 16;
export const MUTATION_BATCH_TIMEOUT_MS = 100;
export const PAGE_STATE_HISTORY_MAX_ENTRIES = 4_000;
export const PAGE_STATE_HISTORY_MAX_RETURNED = 500;
export const REPLAY_STATS_MAX_VIEWS = 10;

/** §9 session tracking types. */
export const SESSION_NOT_TRACKED = 0;
export const SESSION_TRACKED_WITH_REPLAY = 1;
/** Tracked without replay, unless replay is forced for the session. */
export const SESSION_TRACKED_WITHOUT_REPLAY = 2;
export type SessionTrackingType = 0 | 1 | 2;

/** §8: why a session's replay did not start. */
export const REPLAY_NOT_STARTED_REASONS = [
  'browser-not-supported',
  'rum-not-tracked',
  'incorrect-session-plan',
  'replay-not-started',
  'worker-start-timeout',
] as const;
export type ReplayNotStartedReason = (typeof REPLAY_NOT_STARTED_REASONS)[number];

/** The metrics the web-vitals library reports, in the order the viewer shows them. */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];
/** The library's rating of a value against the metric's published thresholds. */
export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];
/** How the document was reached, as the library names it (bfcache restores and prerendering included). */
export const VITAL_NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
] as const;
export type VitalNavigationType = (typeof VITAL_NAVIGATION_TYPES)[number];
/** How far the document had loaded when the measured moment came. */
export const LOAD_STATES = ['loading', 'dom-interactive', 'dom-content-loaded', 'complete'] as const;
export type LoadState = (typeof LOAD_STATES)[number];
export const INTERACTION_TYPES = ['pointer', 'keyboard'] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];

export const ERROR_SOURCES = ['error', 'unhandledrejection'] as const;
export type ErrorSource = (typeof ERROR_SOURCES)[number];

/** Page lifecycle states kept in the page state history. */
export const PAGE_STATES = ['active', 'passive', 'hidden', 'frozen', 'terminated'] as const;
export type PageState = (typeof PAGE_STATES)[number];

export const MAX_MESSAGE_LENGTH = 1_000;
export const MAX_STACK_LENGTH = 4_000;
export const MAX_STACK_LINES = 30;
export const MAX_URL_LENGTH = 2_048;
export const MAX_ACTION_TARGET_LENGTH = 100;
/** A CSS selector naming the element a vital points at (the library makes them about 100 long). */
export const MAX_VITAL_TARGET_LENGTH = 200;
/** The library's id of one metric instance (a new one after a back/forward cache restore). */
export const MAX_VITAL_METRIC_ID_LENGTH = 100;
/**
 * The largest CLS the intake takes: a single shift scores at most 1 and a session window lasts at
 * most 5 s, so even a shift in every frame at 240 Hz stays far below it.
 */
export const MAX_CLS_SCORE = 10_000;
/** The longest vital (or part of one) the intake takes: an hour. */
export const MAX_VITAL_DURATION_MS = 3_600_000;
export const MAX_EVENTS_PER_BATCH = 50;
export const MAX_LOGS_PER_BATCH = 50;

/** The tags every batch carries (§3: service, environment, version and the environment set). */
export interface MonitoringTags {
  service: string;
  env: string;
  version: string;
  deployEnv: string;
  commit: string;
}

interface EventBase {
  /** Random id: an event sent twice (beacon, then retry) is stored once. */
  id: string;
  /** ISO time it happened. */
  at: string;
  /** The page it happened on. */
  url: string;
  /** The view (one page of the visit, client navigations included) it belongs to. */
  viewId: string;
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

// What each vital's attribution keeps of the library's: what helps find the cause, never the
// performance entries themselves. Durations are milliseconds.

/** LCP in its four parts (they add up to the value) and the element and image it painted. */
export interface LcpAttribution {
  /** Selector of the largest element painted. */
  target?: string;
  /** The image it showed, if it was one. */
  url?: string;
  timeToFirstByte: number;
  resourceLoadDelay: number;
  resourceLoadDuration: number;
  elementRenderDelay: number;
}

/** The slowest interaction (or the 98th percentile's) in its three parts. */
export interface InpAttribution {
  /** Selector of the element interacted with; empty when it left the page since. */
  interactionTarget?: string;
  interactionType?: InteractionType;
  inputDelay: number;
  processingDuration: number;
  presentationDelay: number;
  loadState?: LoadState;
}

/** The single largest shift of the worst session window. */
export interface ClsAttribution {
  largestShiftTarget?: string;
  largestShiftValue?: number;
  loadState?: LoadState;
}

export interface FcpAttribution {
  timeToFirstByte: number;
  firstByteToFCP: number;
  loadState?: LoadState;
}

/** TTFB in its parts (they add up to the value). */
export interface TtfbAttribution {
  waitingDuration: number;
  cacheDuration: number;
  dnsDuration: number;
  connectionDuration: number;
  requestDuration: number;
}

interface VitalEventBase extends EventBase {
  kind: 'vital';
  /** Milliseconds, except CLS which is a unitless score. */
  value: number;
  rating: VitalRating;
  /**
   * The library's id of the metric instance: LCP, CLS and INP may be reported again on a later
   * hide with a larger value under the same id.
   */
  metricId: string;
  navigationType?: VitalNavigationType;
}

export type VitalEvent =
  | (VitalEventBase & { name: 'LCP'; attribution: LcpAttribution })
  | (VitalEventBase & { name: 'INP'; attribution: InpAttribution })
  | (VitalEventBase & { name: 'CLS'; attribution: ClsAttribution })
  | (VitalEventBase & { name: 'FCP'; attribution: FcpAttribution })
  | (VitalEventBase & { name: 'TTFB'; attribution: TtfbAttribution });

/** Interaction tracking: what was clicked, named from its label or text, never from a field's value. */
export interface ActionEvent extends EventBase {
  kind: 'action';
  type: 'click';
  target: string;
}

export interface LongTaskEvent extends EventBase {
  kind: 'long_task';
  durationMs: number;
  /** Milliseconds since the navigation started. */
  startMs: number;
}

export interface ReplayStats {
  segmentsCount: number;
  recordsCount: number;
  segmentsTotalRawSize: number;
}

export interface PageStateEntry {
  state: PageState;
  /** Milliseconds since the view started (negative: before it). */
  startMs: number;
}

/**
 * One view: sent when it ends (a client navigation or the page being hidden) and again with a
 * higher `version` if the visitor comes back to it; the intake keeps the highest version.
 */
export interface ViewEvent extends EventBase {
  kind: 'view';
  version: number;
  /** The path (and query) the view shows. */
  name: string;
  timeSpentMs: number;
  isActive: boolean;
  /** Navigation start to load end, first view only. */
  loadingTimeMs?: number;
  actionCount: number;
  errorCount: number;
  longTaskCount: number;
  /** From the page state history: at most PAGE_STATE_HISTORY_MAX_RETURNED entries. */
  pageStates: PageStateEntry[];
  /** Replay stats of this view, or null when it was not recorded. */
  replay: ReplayStats | null;
}

export interface ReplayNotStartedEvent extends EventBase {
  kind: 'replay_not_started';
  reason: ReplayNotStartedReason;
}

export type MonitoringEvent =
  ErrorEvent | VitalEvent | ActionEvent | LongTaskEvent | ViewEvent | ReplayNotStartedEvent;

/** POST MONITORING_PATH?token=<clientToken>, JSON. Only tracked sessions (type 1 or 2) send. */
export interface MonitoringBatch {
  applicationId: string;
  session: { id: string; trackingType: 1 | 2; replayForced: boolean };
  tags: MonitoringTags;
  sentAt: string;
  events: MonitoringEvent[];
}

export const LOG_STATUSES = ['error', 'warn', 'info'] as const;
export type LogStatus = (typeof LOG_STATUSES)[number];
export const LOG_ORIGINS = ['error', 'unhandledrejection', 'replay'] as const;
export type LogOrigin = (typeof LOG_ORIGINS)[number];

export interface LogEntry {
  id: string;
  at: string;
  url: string;
  status: LogStatus;
  origin: LogOrigin;
  message: string;
  /** For errors: the stack and where it was thrown. */
  error?: { stack?: string; file?: string; line?: number; column?: number };
  /** At most 20 flat attributes, e.g. { reason: 'rum-not-tracked' }. */
  attributes?: Record<string, string | number | boolean>;
}

/** POST LOGS_PATH?token=<logsClientToken>, JSON. Logs are sent for untracked sessions too. */
export interface LogsBatch {
  /** The monitoring session, if there is one (also for a session that is not tracked). */
  sessionId?: string;
  tags: MonitoringTags;
  sentAt: string;
  logs: LogEntry[];
}

/**
 * Why a segment began: 'init' for the page's first, otherwise why the segment before it closed
 * (a new view, a limit, the page being hidden). 'stop' closes the last segment and begins none.
 */
export const SEGMENT_CREATION_REASONS = [
  'init',
  'view_change',
  'segment_duration_limit',
  'segment_bytes_limit',
  'page_hidden',
  'stop',
] as const;
export type SegmentCreationReason = (typeof SEGMENT_CREATION_REASONS)[number];

/**
 * The JSON event of a replay segment: POST REPLAY_PATH?token=<clientToken>, multipart/form-data
 * with a `segment` file (the gzip of the UTF-8 JSON array of recorder records) and an `event` file
 * (this, as application/json). A segment holds at most REPLAY_SEGMENT_MAX_RAW_BYTES of raw JSON
 * and REPLAY_SEGMENT_MAX_DURATION_MS between its first and last record; only a single record that
 * alone is larger (a full snapshot of a long page) makes a segment of one record that exceeds it.
 */
export interface ReplaySegmentEvent {
  applicationId: string;
  sessionId: string;
  viewId: string;
  /** 0, 1, 2… within the view. */
  index: number;
  /** Epoch milliseconds of the first and last record. */
  start: number;
  end: number;
  recordsCount: number;
  /** Bytes of the UTF-8 JSON array before compression. */
  rawSize: number;
  compressedSize: number;
  hasFullSnapshot: boolean;
  creationReason: SegmentCreationReason;
}

/** A stack short enough to store and read: at most 30 lines and 4,000 characters. */
export function trimStack(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  return stack.split('\n').slice(0, MAX_STACK_LINES).join('\n').slice(0, MAX_STACK_LENGTH);
}
