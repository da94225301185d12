import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type { ReplaySegmentEvent } from '../monitoring-events';
import type { RecordFn } from './recorder';
import { startRecording, type ReplayRuntimeDeps } from './replay-runtime';
import { clickRecord, fullSnapshotRecord, mutationRecord } from './test-records';
import { createReplayWorkerHandler } from './worker-handler';
import type { ReplayRecord, WorkerRequest } from './worker-protocol';
import type { WorkerLike } from './worker-client';

/** The real worker handler, run in-process behind a Worker-shaped object. */
class InProcessWorker extends EventTarget {
  terminated = false;
  exited = false;
  private handle = createReplayWorkerHandler({
    post: (message) => this.dispatchEvent(new MessageEvent('message', { data: message })),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    exit: () => {
      this.exited = true;
    },
  });
  constructor(ready = true) {
    super();
    if (ready)
      queueMicrotask(() => this.dispatchEvent(new MessageEvent('message', { data: { type: 'ready' } })));
  }
  postMessage(message: WorkerRequest) {
    if (!this.terminated) queueMicrotask(() => this.handle(structuredClone(message)));
  }
  terminate() {
    this.terminated = true;
  }
}

/** rrweb stand-in: records a full snapshot on start and on takeFullSnapshot. */
function fakeRrweb() {
  let emit: ((record: ReplayRecord) => void) | null = null;
  let clock = 1_000;
  const stop = vi.fn(() => {
    emit = null;
  });
  const record = Object.assign(
    vi.fn((options: { emit?: (record: ReplayRecord) => void }) => {
      emit = options.emit ?? null;
      emit?.(fullSnapshotRecord(clock++));
      return stop;
    }),
    {
      takeFullSnapshot: vi.fn(() => emit?.(fullSnapshotRecord(clock++))),
      addCustomEvent: vi.fn((tag: string, payload: unknown) =>
        emit?.({ type: 5, data: { tag, payload }, timestamp: clock++ } as ReplayRecord),
      ),
    },
  );
  return {
    record: record as unknown as RecordFn & typeof record,
    stop,
    emit: (make: (timestamp: number) => ReplayRecord) => emit?.(make(clock++)),
  };
}

function setup(
  worker: () => WorkerLike = () => new InProcessWorker() as unknown as WorkerLike,
  visualViewport: ReplayRuntimeDeps['visualViewport'] = null,
) {
  const rrweb = fakeRrweb();
  const fetched: FormData[] = [];
  const beacons: FormData[] = [];
  const deps: ReplayRuntimeDeps = {
    record: rrweb.record,
    createWorker: worker,
    visualViewport,
    now: () => Date.now(),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    fetch: async (_url, init) => {
      fetched.push(init.body as FormData);
      return { ok: true, status: 204 };
    },
    sendBeacon: (_url, body) => {
      beacons.push(body);
      return true;
    },
  };
  const onNotStarted = vi.fn();
  const recorder = startRecording(
    { applicationId: 'app', clientToken: 'tok', sessionId: 'sess', viewId: 'v1', onNotStarted },
    deps,
  );
  return { recorder, rrweb, fetched, beacons, onNotStarted };
}

async function readForm(form: FormData) {
  const event = JSON.parse(await (form.get('event') as Blob).text()) as ReplaySegmentEvent;
  const raw = gunzipSync(new Uint8Array(await (form.get('segment') as Blob).arrayBuffer()));
  return { event, records: JSON.parse(raw.toString('utf8')) as ReplayRecord[], rawBytes: raw.byteLength };
}

const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 5_000, interval: 5 });

describe('session replay runtime', () => {
  it('records a view, starts the next view with a full snapshot, and uploads segments that decompress', async () => {
    const { recorder, rrweb, fetched, beacons } = setup();
    rrweb.emit((t) => mutationRecord(t));
    rrweb.emit((t) => clickRecord(t));
    recorder.changeView('v2');
    expect(rrweb.record.takeFullSnapshot).toHaveBeenCalledOnce();
    rrweb.emit((t) => clickRecord(t));
    recorder.flush();
    await waitFor(() => expect(beacons).toHaveLength(1));

    expect(fetched).toHaveLength(1);
    const first = await readForm(fetched[0]!);
    expect(first.records.map((r) => r.type)).toEqual([2, 3, 3]);
    expect(first.event).toMatchObject({
      applicationId: 'app',
      sessionId: 'sess',
      viewId: 'v1',
      index: 0,
      creationReason: 'init',
      hasFullSnapshot: true,
      recordsCount: 3,
      rawSize: first.rawBytes,
      start: first.records[0]!.timestamp,
      end: first.records[2]!.timestamp,
    });
    expect(first.event).not.toHaveProperty('closedBy');

    const second = await readForm(beacons[0]!);
    expect(second.event).toMatchObject({
      viewId: 'v2',
      index: 0,
      creationReason: 'view_change',
      hasFullSnapshot: true,
    });
    expect(second.records.map((r) => r.type)).toEqual([2, 3]);
    expect(recorder.statsOf('v1')).toEqual({
      segmentsCount: 1,
      recordsCount: 3,
      segmentsTotalRawSize: first.rawBytes,
    });
    expect(recorder.statsOf('v2')).toEqual({
      segmentsCount: 1,
      recordsCount: 2,
      segmentsTotalRawSize: second.rawBytes,
    });
  });

  it('on stop: sends the last segment, stops rrweb, and records nothing more', async () => {
    const { recorder, rrweb, fetched } = setup();
    rrweb.emit((t) => clickRecord(t));
    recorder.stop();
    expect(rrweb.stop).toHaveBeenCalledOnce();
    recorder.changeView('v2');
    recorder.flush();
    expect(rrweb.record.takeFullSnapshot).not.toHaveBeenCalled();
    await waitFor(() => expect(fetched).toHaveLength(1));
    const last = await readForm(fetched[0]!);
    expect(last.event).toMatchObject({ viewId: 'v1', creationReason: 'init', recordsCount: 2 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetched).toHaveLength(1);
  });

  it('gives up when the worker does not start in time: reason once, recording and worker stopped', async () => {
    vi.useFakeTimers();
    try {
      const silent = new InProcessWorker(false);
      const { recorder, rrweb, onNotStarted } = setup(() => silent as unknown as WorkerLike);
      expect(rrweb.record).toHaveBeenCalledOnce();
      await vi.advanceTimersByTimeAsync(30_000);
      expect(onNotStarted).toHaveBeenCalledExactlyOnceWith('worker-start-timeout');
      expect(rrweb.stop).toHaveBeenCalledOnce();
      expect(silent.terminated).toBe(true);
      recorder.changeView('v2');
      recorder.stop();
      expect(rrweb.record.takeFullSnapshot).not.toHaveBeenCalled();
      expect(onNotStarted).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports browser-not-supported and never starts rrweb when no worker can be created', () => {
    const { recorder, rrweb, onNotStarted } = setup(() => {
      throw new Error('Worker is not defined');
    });
    expect(onNotStarted).toHaveBeenCalledExactlyOnceWith('browser-not-supported');
    expect(rrweb.record).not.toHaveBeenCalled();
    expect(() => recorder.flush()).not.toThrow();
    expect(recorder.statsOf('v1')).toBeUndefined();
  });

  it('records the visual viewport as a custom record in the segment', async () => {
    const viewport = Object.assign(new EventTarget(), {
      scale: 2,
      width: 200,
      height: 400,
      offsetLeft: 0,
      offsetTop: 0,
      pageLeft: 0,
      pageTop: 10,
    });
    const { recorder, fetched } = setup(undefined, viewport);
    recorder.stop();
    await waitFor(() => expect(fetched).toHaveLength(1));
    const { records } = await readForm(fetched[0]!);
    expect(records[1]).toMatchObject({
      type: 5,
      data: { tag: 'visual-viewport', payload: { scale: 2, pageTop: 10 } },
    });
  });
});
