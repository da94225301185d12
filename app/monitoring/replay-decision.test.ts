import { describe, expect, it, vi } from 'vitest';
import type { ReplayNotStartedReason, SessionTrackingType } from './monitoring-events';
import type { ReplayModule, ReplayRecorder, ReplayStartOptions } from './replay/replay-api';
import { ReplayController } from './replay-decision';

function fakeReplayModule() {
  const calls: string[] = [];
  const started: ReplayStartOptions[] = [];
  const recorder: ReplayRecorder = {
    changeView: (viewId) => calls.push(`changeView ${viewId}`),
    flush: () => calls.push('flush'),
    stop: () => calls.push('stop'),
    statsOf: (viewId) =>
      viewId === 'view-1' ? { segmentsCount: 1, recordsCount: 3, segmentsTotalRawSize: 900 } : undefined,
  };
  const module: ReplayModule = {
    startRecording: (options) => {
      started.push(options);
      return recorder;
    },
  };
  return { module, calls, started };
}

function setup(
  options: {
    trackingType?: SessionTrackingType;
    replayForced?: boolean;
    supported?: boolean;
    manualStart?: boolean;
    module?: ReplayModule;
  } = {},
) {
  const replay = fakeReplayModule();
  const loadReplay = vi.fn(() => Promise.resolve(options.module ?? replay.module));
  const reasons: ReplayNotStartedReason[] = [];
  const persisted: boolean[] = [];
  const session = {
    id: 's-1',
    trackingType: options.trackingType ?? 1,
    replayForced: options.replayForced ?? false,
  };
  const controller = new ReplayController({
    session,
    applicationId: 'app',
    clientToken: 'pub-token',
    manualStart: options.manualStart ?? false,
    isSupported: () => options.supported ?? true,
    loadReplay,
    currentViewId: () => 'view-1',
    persistReplayForced: () => persisted.push(session.replayForced),
    reportNotStarted: (reason) => reasons.push(reason),
  });
  return { controller, loadReplay, reasons, replay, session, persisted };
}

/** Lets the (fake) chunk import resolve. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the replay decision', () => {
  it("'rum-not-tracked' for an untracked session, even when forced, without loading the replay chunk", async () => {
    const { controller, loadReplay, reasons } = setup({ trackingType: 0 });
    controller.evaluate();
    controller.startManually({ force: true });
    await settle();
    expect(reasons).toEqual(['rum-not-tracked']);
    expect(loadReplay).not.toHaveBeenCalled();
    expect(controller.status()).toEqual({ recording: false, reason: 'rum-not-tracked' });
  });

  it("'browser-not-supported' when the browser lacks what replay needs, without loading the chunk", async () => {
    const { controller, loadReplay, reasons } = setup({ supported: false });
    controller.evaluate();
    await settle();
    expect(reasons).toEqual(['browser-not-supported']);
    expect(loadReplay).not.toHaveBeenCalled();
  });

  it("'incorrect-session-plan' for a session tracked without replay, without loading the chunk", async () => {
    const { controller, loadReplay, reasons } = setup({ trackingType: 2 });
    controller.evaluate();
    controller.evaluate();
    await settle();
    expect(reasons).toEqual(['incorrect-session-plan']);
    expect(loadReplay).not.toHaveBeenCalled();
  });

  it("'replay-not-started' while manual start waits for startSessionReplayRecording(), without loading the chunk", async () => {
    const { controller, loadReplay, reasons } = setup({ manualStart: true });
    controller.evaluate();
    await settle();
    expect(reasons).toEqual(['replay-not-started']);
    expect(loadReplay).not.toHaveBeenCalled();
    controller.startManually();
    await settle();
    expect(loadReplay).toHaveBeenCalledTimes(1);
    expect(controller.status()).toEqual({ recording: true, reason: null });
  });

  it("'replay-not-started' after stopSessionReplayRecording(), reported once", async () => {
    const { controller, reasons, replay } = setup();
    controller.evaluate();
    await settle();
    controller.stopManually();
    controller.stopManually();
    expect(replay.calls).toEqual(['stop']);
    expect(reasons).toEqual(['replay-not-started']);
    expect(controller.status()).toEqual({ recording: false, reason: 'replay-not-started' });
  });

  it("'worker-start-timeout' (and the others) from the recorder's onNotStarted", async () => {
    const failing: ReplayModule = {
      startRecording: (options) => {
        setTimeout(() => options.onNotStarted('worker-start-timeout'), 0);
        return fakeReplayModule().module.startRecording(options);
      },
    };
    const { controller, reasons } = setup({ module: failing });
    controller.evaluate();
    await settle();
    expect(controller.status().recording).toBe(true);
    await settle();
    expect(reasons).toEqual(['worker-start-timeout']);
    expect(controller.status()).toEqual({ recording: false, reason: 'worker-start-timeout' });
  });

  it('a sampled session loads the chunk once and starts recording the current view', async () => {
    const { controller, loadReplay, replay, reasons } = setup();
    controller.evaluate();
    controller.evaluate();
    await settle();
    expect(loadReplay).toHaveBeenCalledTimes(1);
    expect(replay.started).toMatchObject([
      { applicationId: 'app', clientToken: 'pub-token', sessionId: 's-1', viewId: 'view-1' },
    ]);
    controller.changeView('view-2');
    controller.flush();
    expect(controller.statsOf('view-1')).toEqual({
      segmentsCount: 1,
      recordsCount: 3,
      segmentsTotalRawSize: 900,
    });
    expect(controller.statsOf('view-2')).toBeNull();
    controller.shutdown();
    expect(replay.calls).toEqual(['changeView view-2', 'flush', 'stop']);
    expect(reasons).toEqual([]);
  });

  it('force records a type 2 session and keeps replayForced with it', async () => {
    const { controller, loadReplay, reasons, session, persisted } = setup({ trackingType: 2 });
    controller.evaluate();
    controller.startManually({ force: true });
    await settle();
    expect(reasons).toEqual(['incorrect-session-plan']);
    expect(session.replayForced).toBe(true);
    expect(persisted).toEqual([true]);
    expect(loadReplay).toHaveBeenCalledTimes(1);
    expect(controller.status()).toEqual({ recording: true, reason: null });
  });

  it('does not start a recorder whose chunk arrives after consent was withdrawn', async () => {
    const { controller, replay } = setup();
    controller.evaluate();
    controller.shutdown();
    await settle();
    expect(replay.started).toEqual([]);
  });
});
