// The monitoring client's public API, on `window.__shiftlaneMonitoring` while monitoring runs on
// the page (with consent). Its presence is also the §4 "already initialised" marker another copy
// of the runtime (an older build's chunk after a deploy) checks.
//
//   startSessionReplayRecording({ force? })  starts recording where the session may record (with
//       MONITORING_REPLAY_MANUAL_START, nothing records until this is called). force: true marks the
//       session replay-forced, so a type 2 session records on this and its later pages; an untracked
//       (type 0) session still does not record ('rum-not-tracked').
//   stopSessionReplayRecording()  stops recording for this page ('replay-not-started').
//   getSession()       { id, trackingType, replayForced } of the session, or null.
//   getReplayStatus()  { recording, reason }: reason is why replay is not recording (§8), or null.
import type { ReplayStatus } from './replay-decision';
import type { MonitoringSession } from './session';

export const MONITORING_WINDOW_MARKER = '__shiftlaneMonitoring';

export interface MonitoringPublicApi {
  startSessionReplayRecording(options?: { force?: boolean }): void;
  stopSessionReplayRecording(): void;
  getSession(): MonitoringSession | null;
  getReplayStatus(): ReplayStatus;
}

type MarkedWindow = { [MONITORING_WINDOW_MARKER]?: MonitoringPublicApi };

export function publishedApi(target: object): MonitoringPublicApi | undefined {
  return (target as MarkedWindow)[MONITORING_WINDOW_MARKER];
}

export function publishApi(target: object, api: MonitoringPublicApi): void {
  (target as MarkedWindow)[MONITORING_WINDOW_MARKER] = api;
}

/** Removes the API, if it is `api` (another copy's API is that copy's to remove). */
export function withdrawApi(target: object, api: MonitoringPublicApi): void {
  if (publishedApi(target) === api) delete (target as MarkedWindow)[MONITORING_WINDOW_MARKER];
}
