// The session-replay chunk, imported by the monitoring runtime only for a session
// sampled or forced for replay (./replay-api.ts). rrweb records on the main thread; its records are
// batched (mutations), sent to the compression worker that builds and gzips the segments, and each
// segment is uploaded with its event. Everything is injectable for tests; the defaults are the browser.
import { record } from 'rrweb';
import type { ReplayModule, ReplayRecorder, ReplayStartOptions } from './replay-api';
import { createMutationBatcher, type BatchScheduler } from './mutation-batcher';
import { startRecorder, type RecordFn } from './recorder';
import { createReplayStats } from './replay-stats';
import { createSegmentUploader, type UploaderDeps } from './uploader';
import { watchVisualViewport, type ViewportLike } from './visual-viewport';
import { createReplayWorker, startReplayWorker, type WorkerLike } from './worker-client';

export interface ReplayRuntimeDeps extends BatchScheduler, UploaderDeps {
  record: RecordFn;
  createWorker(): WorkerLike;
  visualViewport: ViewportLike | null;
  workerStartTimeoutMs?: number;
}

function browserDeps(): ReplayRuntimeDeps {
  const idle = typeof window.requestIdleCallback === 'function';
  return {
    record,
    createWorker: createReplayWorker,
    visualViewport: window.visualViewport,
    now: () => Date.now(),
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    requestIdleCallback: idle
      ? (callback, options) => window.requestIdleCallback(callback, options)
      : undefined,
    cancelIdleCallback: idle ? (handle) => window.cancelIdleCallback(handle as number) : undefined,
    fetch: (url, init) => window.fetch(url, init),
    sendBeacon:
      typeof navigator.sendBeacon === 'function' ? (url, body) => navigator.sendBeacon(url, body) : undefined,
  };
}

export function startRecording(
  options: ReplayStartOptions,
  deps: ReplayRuntimeDeps = browserDeps(),
): ReplayRecorder {
  const stats = createReplayStats();
  const uploader = createSegmentUploader(options.clientToken, deps);
  let active = true;
  let stopWatchingViewport = () => {};
  let recorder: ReturnType<typeof startRecorder> = null;

  // Recording ends for the page; the worker is already gone or finishing its last segment.
  const shutDown = () => {
    active = false;
    recorder?.stop();
    stopWatchingViewport();
  };

  const worker = startReplayWorker({
    createWorker: deps.createWorker,
    setTimeout: deps.setTimeout,
    clearTimeout: deps.clearTimeout,
    startTimeoutMs: deps.workerStartTimeoutMs,
    onSegment: (meta, data) => {
      const { closedBy, ...segment } = meta;
      const event = { applicationId: options.applicationId, sessionId: options.sessionId, ...segment };
      stats.countSegment(event.viewId, event);
      uploader.upload(event, data, { beacon: closedBy === 'page_hidden' });
    },
    onNotStarted: (reason) => {
      if (!active) return;
      shutDown();
      options.onNotStarted(reason);
    },
    onBroken: shutDown,
  });

  const inert: ReplayRecorder = {
    changeView: () => {},
    flush: () => {},
    stop: () => {},
    statsOf: (viewId) => stats.statsOf(viewId),
  };
  if (!worker) {
    active = false;
    return inert;
  }

  worker.post({ type: 'view', viewId: options.viewId });
  const batcher = createMutationBatcher((records) => worker.post({ type: 'records', records }), deps);
  recorder = startRecorder(deps.record, (rrwebRecord) => batcher.push(rrwebRecord));
  if (!recorder) {
    active = false;
    worker.terminate();
    options.onNotStarted('browser-not-supported');
    return inert;
  }
  const started = recorder;
  if (deps.visualViewport) {
    stopWatchingViewport = watchVisualViewport(deps.visualViewport, started.addCustomEvent, deps);
  }

  return {
    changeView(viewId) {
      if (!active) return;
      batcher.flush();
      worker.post({ type: 'view', viewId });
      // Each view's segments must play back on their own, so a view starts with a full snapshot.
      started.takeFullSnapshot();
    },
    flush() {
      if (!active) return;
      batcher.flush();
      worker.post({ type: 'close', cause: 'page_hidden' });
    },
    stop() {
      if (!active) return;
      shutDown();
      batcher.flush();
      worker.post({ type: 'close', cause: 'stop' });
      worker.finish();
    },
    statsOf: (viewId) => stats.statsOf(viewId),
  };
}

// The chunk's contract with the monitoring runtime, checked by the compiler.
export const replayModule: ReplayModule = { startRecording };
