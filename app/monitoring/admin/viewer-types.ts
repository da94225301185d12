// What the viewer's loaders hand its pages: plain data, shared by server queries and components.
import type { WebVitalName } from '../monitoring-events';

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

export interface ViewSummary {
  id: string;
  name: string;
  startedAt: string;
  timeSpentMs: number | null;
  vitals: Partial<Record<WebVitalName, number>>;
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
