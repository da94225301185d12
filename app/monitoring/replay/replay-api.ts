// The contract between the monitoring runtime (app/monitoring/monitoring-runtime.ts) and the
// session-replay chunk (./replay-runtime.ts). The runtime decides whether a session may be
// recorded; only then does it import the chunk, so replay code (the recording library and the
// compression worker) reaches a visitor only when their session is sampled or forced for replay.
import type { ReplayNotStartedReason, ReplayStats } from '../monitoring-events';

export interface ReplayStartOptions {
  applicationId: string;
  /** The monitoring client token, sent with every segment. */
  clientToken: string;
  sessionId: string;
  /** The view being shown now; segments are per view. */
  viewId: string;
  /**
   * Called at most once if recording cannot start after all: the worker failed to start within
   * REPLAY_WORKER_START_TIMEOUT_MS ('worker-start-timeout') or could not be created at all
   * ('browser-not-supported'). Recording is then off for this page.
   */
  onNotStarted(
    reason: Extract<ReplayNotStartedReason, 'worker-start-timeout' | 'browser-not-supported'>,
  ): void;
}

export interface ReplayRecorder {
  /** Closes the current view's segment ('view_change') and starts segments for the new view. */
  changeView(viewId: string): void;
  /** The page is being hidden: send what is buffered now, by beacon ('page_hidden'). */
  flush(): void;
  /** Sends what is buffered ('stop') and records nothing more. */
  stop(): void;
  /** Stats of a recorded view; kept for the last REPLAY_STATS_MAX_VIEWS views. */
  statsOf(viewId: string): ReplayStats | undefined;
}

/** What ./replay-runtime.ts exports. */
export interface ReplayModule {
  startRecording(options: ReplayStartOptions): ReplayRecorder;
}
