// Whether this page records a session replay (requirements §8 reasons, §9 tracking types),
// and the recorder's life once it does. The replay chunk is imported only when every condition
// holds, so the recording library reaches only the sessions sampled or forced for replay.
import {
  SESSION_NOT_TRACKED,
  SESSION_TRACKED_WITHOUT_REPLAY,
  type ReplayNotStartedReason,
  type ReplayStats,
} from './monitoring-events';
import type { ReplayModule, ReplayRecorder } from './replay/replay-api';
import type { MonitoringSession } from './session';

export interface ReplayConditions {
  session: MonitoringSession;
  supported: boolean;
  /** §3 replayManualStart: recording waits for startSessionReplayRecording(). */
  manualStart: boolean;
  startedManually: boolean;
  stoppedManually: boolean;
}

/** The reason replay does not start, in the §8 order, or null: record. */
export function decideReplay(conditions: ReplayConditions): ReplayNotStartedReason | null {
  const { session } = conditions;
  if (session.trackingType === SESSION_NOT_TRACKED) return 'rum-not-tracked';
  if (!conditions.supported) return 'browser-not-supported';
  if (session.trackingType === SESSION_TRACKED_WITHOUT_REPLAY && !session.replayForced) {
    return 'incorrect-session-plan';
  }
  if (conditions.stoppedManually || (conditions.manualStart && !conditions.startedManually)) {
    return 'replay-not-started';
  }
  return null;
}

export interface ReplayControllerDeps {
  session: MonitoringSession;
  applicationId: string;
  clientToken: string;
  manualStart: boolean;
  isSupported: () => boolean;
  /** `import('./replay/replay-runtime')`, injected so tests can prove when it is (not) called. */
  loadReplay: () => Promise<ReplayModule>;
  currentViewId: () => string;
  /** Keeps replayForced with the stored session. */
  persistReplayForced: () => void;
  /** Called once per page per reason. */
  reportNotStarted: (reason: ReplayNotStartedReason) => void;
}

export interface ReplayStatus {
  recording: boolean;
  reason: ReplayNotStartedReason | null;
}

export class ReplayController {
  private recorder: ReplayRecorder | null = null;
  /** The recorder of this page, kept after a manual stop so earlier views keep their stats. */
  private lastRecorder: ReplayRecorder | null = null;
  private loading = false;
  private startedManually = false;
  private stoppedManually = false;
  private shutDown = false;
  private reason: ReplayNotStartedReason | null = null;
  private readonly reported = new Set<ReplayNotStartedReason>();

  constructor(private readonly deps: ReplayControllerDeps) {}

  /** Decides now (at start, and after each public API call) and starts recording if it may. */
  evaluate(): void {
    if (this.shutDown || this.recorder || this.loading) return;
    const reason = this.decide();
    if (reason) {
      this.notStarted(reason);
      return;
    }
    this.loading = true;
    this.deps
      .loadReplay()
      .then((module) => {
        this.loading = false;
        // Things may have changed while the chunk loaded (stopped by the API, consent withdrawn).
        if (this.shutDown || this.recorder || this.decide() !== null) return;
        this.begin(module);
      })
      .catch(() => {
        // The chunk did not load (offline, a deploy removed it): no recording on this page, and no
        // §8 reason fits, so none is claimed.
        this.loading = false;
      });
  }

  startManually(options: { force?: boolean } = {}): void {
    const { session } = this.deps;
    if (options.force && session.trackingType !== SESSION_NOT_TRACKED && !session.replayForced) {
      session.replayForced = true;
      this.deps.persistReplayForced();
    }
    this.startedManually = true;
    this.stoppedManually = false;
    this.evaluate();
  }

  stopManually(): void {
    this.stoppedManually = true;
    this.recorder?.stop();
    this.recorder = null;
    this.evaluate();
  }

  changeView(viewId: string): void {
    this.recorder?.changeView(viewId);
  }

  /** The page is being hidden. */
  flush(): void {
    this.recorder?.flush();
  }

  statsOf(viewId: string): ReplayStats | null {
    return this.lastRecorder?.statsOf(viewId) ?? null;
  }

  status(): ReplayStatus {
    return { recording: this.recorder !== null, reason: this.recorder ? null : this.reason };
  }

  /** Consent withdrawn: the recorder sends what it has and stops, and nothing starts again. */
  shutdown(): void {
    this.shutDown = true;
    this.recorder?.stop();
    this.recorder = null;
  }

  private decide(): ReplayNotStartedReason | null {
    return decideReplay({
      session: this.deps.session,
      supported: this.deps.isSupported(),
      manualStart: this.deps.manualStart,
      startedManually: this.startedManually,
      stoppedManually: this.stoppedManually,
    });
  }

  private begin(module: ReplayModule): void {
    let failed = false;
    const recorder = module.startRecording({
      applicationId: this.deps.applicationId,
      clientToken: this.deps.clientToken,
      sessionId: this.deps.session.id,
      viewId: this.deps.currentViewId(),
      onNotStarted: (reason) => {
        // May come during startRecording itself, before `recorder` is assigned below.
        failed = true;
        if (this.recorder === recorder) this.recorder = null;
        this.notStarted(reason);
      },
    });
    this.lastRecorder = recorder;
    if (!failed) {
      this.recorder = recorder;
      this.reason = null;
    }
  }

  private notStarted(reason: ReplayNotStartedReason): void {
    this.reason = reason;
    if (this.reported.has(reason)) return;
    this.reported.add(reason);
    this.deps.reportNotStarted(reason);
  }
}
