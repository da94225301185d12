import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPLAY_WORKER_START_TIMEOUT_MS } from '../monitoring-events';
import { startReplayWorker, type ReplayWorkerOptions, type WorkerLike } from './worker-client';
import type { WorkerResponse } from './worker-protocol';

class FakeWorker extends EventTarget {
  posted: unknown[] = [];
  terminated = 0;
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated += 1;
  }
  reply(message: WorkerResponse) {
    this.dispatchEvent(new MessageEvent('message', { data: message }));
  }
  fail() {
    this.dispatchEvent(new Event('error'));
  }
}

function start(overrides: Partial<ReplayWorkerOptions> = {}) {
  const worker = new FakeWorker();
  const options = {
    createWorker: () => worker as unknown as WorkerLike,
    onSegment: vi.fn(),
    onNotStarted: vi.fn(),
    onBroken: vi.fn(),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    ...overrides,
  };
  const client = startReplayWorker(options);
  return { worker, options, client };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('replay worker start', () => {
  it('gives up after REPLAY_WORKER_START_TIMEOUT_MS without ready: reason once, worker terminated', () => {
    const { worker, options, client } = start();
    vi.advanceTimersByTime(REPLAY_WORKER_START_TIMEOUT_MS - 1);
    expect(options.onNotStarted).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(options.onNotStarted).toHaveBeenCalledExactlyOnceWith('worker-start-timeout');
    expect(worker.terminated).toBe(1);
    worker.fail();
    vi.advanceTimersByTime(REPLAY_WORKER_START_TIMEOUT_MS);
    client!.post({ type: 'close', cause: 'stop' });
    expect(options.onNotStarted).toHaveBeenCalledOnce();
    expect(worker.posted).toEqual([]);
  });

  it('reports an error before ready as a worker start timeout', () => {
    const { worker, options } = start();
    worker.fail();
    expect(options.onNotStarted).toHaveBeenCalledExactlyOnceWith('worker-start-timeout');
    expect(worker.terminated).toBe(1);
  });

  it('reports browser-not-supported when the Worker cannot be created', () => {
    const onNotStarted = vi.fn();
    const { client } = start({
      createWorker: () => {
        throw new Error('SecurityError');
      },
      onNotStarted,
    });
    expect(client).toBeNull();
    expect(onNotStarted).toHaveBeenCalledExactlyOnceWith('browser-not-supported');
  });

  it('once ready: no timeout, segments forwarded, a later error is a silent break', () => {
    const { worker, options, client } = start();
    client!.post({ type: 'view', viewId: 'v' });
    worker.reply({ type: 'ready' });
    vi.advanceTimersByTime(REPLAY_WORKER_START_TIMEOUT_MS * 2);
    expect(options.onNotStarted).not.toHaveBeenCalled();
    const data = new Uint8Array([1, 2]);
    const meta = { viewId: 'v', index: 0 } as never;
    worker.reply({ type: 'segment', meta, data });
    expect(options.onSegment).toHaveBeenCalledWith(meta, data);
    worker.fail();
    expect(options.onBroken).toHaveBeenCalledOnce();
    expect(options.onNotStarted).not.toHaveBeenCalled();
    expect(worker.posted).toEqual([{ type: 'view', viewId: 'v' }]);
  });

  it('after finish: no timeout report; the worker is left to exit on its own', () => {
    const { worker, options, client } = start();
    client!.finish();
    vi.advanceTimersByTime(REPLAY_WORKER_START_TIMEOUT_MS);
    expect(options.onNotStarted).not.toHaveBeenCalled();
    expect(worker.terminated).toBe(0);
  });
});
