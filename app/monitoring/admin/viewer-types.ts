// What the viewer's loaders hand its pages: plain data, shared by server queries and components.
import type { VitalRating, WebVitalName } from '../monitoring-events';

export interface SessionSummary {
  id: string;
  trackingType: number;
  replayForced: boolean;
  userAgent: string | null;
  firstSeen: string;
  lastSeen: string;
  views: number;
  errors: number;
  /** The worst (highest) value of each vital, or null when none was reported. */
  vitals: Record<WebVitalName, number | null>;
  hasReplay: boolean;
}

/** The latest report of one vital on a view. */
export interface VitalSummary {
  /** Milliseconds, except CLS which is a unitless score. */
  value: number;
  /** Null for vitals stored before the library's ratings were kept. */
  rating: VitalRating | null;
  navigationType: string | null;
  /** The stored attribution's fields (monitoring-events.ts says which, per metric). */
  attribution: Record<string, string | number>;
}

export interface ViewSummary {
  id: string;
  name: string;
  startedAt: string;
  timeSpentMs: number | null;
  vitals: Partial<Record<WebVitalName, VitalSummary>>;
}

export interface ErrorSummary {
  id: string;
  at: string;
  url: string;
  /** 'error' or 'unhandledrejection' for RUM errors; the log's status for logs. */
  source: string;
  message: string;
  where: string | null;
  stack: string | null;
}

export interface SessionDetail {
  session: SessionSummary;
  views: ViewSummary[];
  errors: ErrorSummary[];
  logs: ErrorSummary[];
  replayNotStarted: { reason: string; at: string }[];
}
