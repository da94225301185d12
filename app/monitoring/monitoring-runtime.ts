// The first-party monitoring client (requirements §4 "Consent", §9 "Monitoring"), a lazy chunk the
// consent manager's script loader starts only with consent, with the §3 configuration. Every
// session with consent forwards its errors to the logs intake; a tracked session (sampled, type 1
// or 2) also sends RUM batches; a session sampled or forced for replay loads the replay chunk.
// §4: it skips initialisation if already initialised: a module flag, and the window API (see
// public-api.ts) for the case of two copies of this chunk on one page (builds before and after a
// deploy).
import { randomId } from '../analytics/message';
import type { ServicePlugin } from '../consent/service-plugin';
import { collectErrors } from './collectors/errors';
import { LogsReporter } from './logs-reporter';
import {
  MAX_URL_LENGTH,
  SESSION_NOT_TRACKED,
  type MonitoringClientConfig,
  type MonitoringTags,
} from './monitoring-events';
import { publishApi, publishedApi, withdrawApi, type MonitoringPublicApi } from './public-api';
import type { ReplayModule } from './replay/replay-api';
import { ReplayController } from './replay-decision';
import { isReplaySupported } from './replay-support';
import { MonitoringReporter, type ReporterEnvironment } from './reporter';
import { startRumCollection, type RumCollection } from './rum-collection';
import { deleteStoredSession, SessionStore } from './session';

export { MONITORING_WINDOW_MARKER } from './public-api';

export interface MonitoringRuntimeDeps {
  now?: () => number;
  /** In [0, 1): the session sampling draws. */
  random?: () => number;
  newId?: () => string;
  isReplaySupported?: () => boolean;
  loadReplay?: () => Promise<ReplayModule>;
}

let stopRunning: (() => void) | null = null;

/** Whether monitoring runs on this page (by this copy of the module or another). */
export function isMonitoringInitialised(): boolean {
  return stopRunning !== null || (typeof window !== 'undefined' && publishedApi(window) !== undefined);
}

/** The plugin the script loader starts when consent allows 'monitoring' and stops on withdrawal. */
export function createMonitoringPlugin(
  config: MonitoringClientConfig,
  deps: MonitoringRuntimeDeps = {},
): ServicePlugin {
  return { start: () => start(config, deps), stop };
}

function start(config: MonitoringClientConfig, deps: MonitoringRuntimeDeps): void {
  if (typeof window === 'undefined' || isMonitoringInitialised()) return;
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? randomId;
  const store = new SessionStore(config, {
    storage: localStorageOrNull(),
    now,
    random: deps.random ?? Math.random,
    newId,
  });
  const session = store.current();
  const env = reporterEnvironment(now);
  const tags: MonitoringTags = {
    service: config.service,
    env: config.env,
    version: config.version,
    deployEnv: config.deployEnv,
    commit: config.commit,
  };
  const logs = new LogsReporter(
    { sessionId: session.id, tags, logsClientToken: config.logsClientToken },
    env,
  );
  const rum =
    session.trackingType === SESSION_NOT_TRACKED
      ? null
      : new MonitoringReporter(
          () => ({
            applicationId: config.applicationId,
            session: {
              id: session.id,
              trackingType: session.trackingType as 1 | 2,
              replayForced: session.replayForced,
            },
            tags,
          }),
          config.clientToken,
          env,
        );
  const pageUrl = () => window.location.href.slice(0, MAX_URL_LENGTH);
  const touch = () => store.touch(session.id);

  let collection: RumCollection | null = null;
  const replay = new ReplayController({
    session,
    applicationId: config.applicationId,
    clientToken: config.clientToken,
    manualStart: config.replayManualStart,
    isSupported: deps.isReplaySupported ?? (() => isReplaySupported()),
    loadReplay: deps.loadReplay ?? (() => import('./replay/replay-runtime')),
    currentViewId: () => collection?.views.currentId ?? '',
    persistReplayForced: () => store.setReplayForced(session.id),
    reportNotStarted: (reason) => {
      const base = { id: newId(), at: new Date(now()).toISOString(), url: pageUrl() };
      if (rum && collection) {
        rum.report({ ...base, viewId: collection.views.currentId, kind: 'replay_not_started', reason });
      }
      logs.logReplayNotStarted(reason, base);
    },
  });

  const api: MonitoringPublicApi = {
    startSessionReplayRecording: (options) => replay.startManually(options),
    stopSessionReplayRecording: () => replay.stopManually(),
    getSession: () => ({ ...session }),
    getReplayStatus: () => replay.status(),
  };
  publishApi(window, api);

  if (rum) {
    collection = startRumCollection({
      reporter: rum,
      now,
      newId,
      replayStats: (viewId) => replay.statsOf(viewId),
      onViewChange: (viewId) => replay.changeView(viewId),
      onActivity: touch,
    });
  }
  const stopErrors = collectErrors(window, {
    newId,
    report: (error) => {
      logs.logError(error);
      if (!rum || !collection) return;
      collection.views.countError();
      rum.report({ ...error, viewId: collection.views.currentId });
    },
  });
  replay.evaluate();

  const onPageHidden = () => {
    collection?.pageHidden();
    replay.flush();
    rum?.flush(true);
    logs.flush(true);
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') onPageHidden();
    else {
      collection?.pageShown();
      touch();
    }
  };
  const onPageShow = () => collection?.pageShown();
  const activity: [EventTarget, string][] = [
    [document, 'keydown'],
    [document, 'pointerdown'],
    [window, 'scroll'],
  ];
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('pagehide', onPageHidden);
  window.addEventListener('pageshow', onPageShow);
  // Only that something happened is used (the session stays alive), never which key or where.
  for (const [target, type] of activity)
    target.addEventListener(type, touch, { capture: true, passive: true });

  stopRunning = () => {
    document.removeEventListener('visibilitychange', onVisibilityChange);
    window.removeEventListener('pagehide', onPageHidden);
    window.removeEventListener('pageshow', onPageShow);
    for (const [target, type] of activity) target.removeEventListener(type, touch, { capture: true });
    stopErrors();
    collection?.stop();
    replay.shutdown();
    rum?.stop();
    logs.stop();
    withdrawApi(window, api);
  };
}

/** Consent withdrawn: nothing more is collected or sent, and the stored session is deleted. */
export function stop(): void {
  stopRunning?.();
  stopRunning = null;
  if (typeof window === 'undefined') return;
  deleteStoredSession(localStorageOrNull());
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // Blocked (privacy settings): the session lasts one page.
  }
}

function reporterEnvironment(now: () => number): ReporterEnvironment {
  return {
    fetch: (url, init) => window.fetch(url, init),
    sendBeacon:
      typeof navigator.sendBeacon === 'function' ? (url, body) => navigator.sendBeacon(url, body) : null,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    now,
  };
}
