// Starts the compression worker and watches its start (requirements §9: worker start timeout 30 s). A
// worker that cannot be created means the browser cannot record ('browser-not-supported'); one
// that errors or stays silent before saying 'ready' is a 'worker-start-timeout'. Either way it is
// terminated and the caller stops recording for the page.
import { REPLAY_WORKER_START_TIMEOUT_MS } from '../monitoring-events';
import type { ReplayStartOptions } from './replay-api';
import type { SegmentMeta, WorkerRequest, WorkerResponse } from './worker-protocol';

export type WorkerLike = Pick<Worker, 'postMessage' | 'terminate' | 'addEventListener'>;
type NotStartedReason = Parameters<ReplayStartOptions['onNotStarted']>[0];

export interface ReplayWorkerOptions {
  createWorker(): WorkerLike;
  onSegment(meta: SegmentMeta, data: Uint8Array<ArrayBuffer>): void;
  /** Called at most once, before 'ready'; the worker is already terminated. */
  onNotStarted(reason: NotStartedReason): void;
  /** The worker failed after it started; it is already terminated. */
  onBroken(): void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  startTimeoutMs?: number;
}

export interface ReplayWorkerClient {
  post(message: WorkerRequest): void;
  /** After the final 'close': no more start timeout or failure reports; the worker exits itself. */
  finish(): void;
  terminate(): void;
}

/** Vite turns this exact pattern into a fingerprinted same-origin worker asset. */
export function createReplayWorker(): Worker {
  return new Worker(new URL('./replay-worker.ts', import.meta.url), { type: 'module' });
}

export function startReplayWorker(options: ReplayWorkerOptions): ReplayWorkerClient | null {
  let worker: WorkerLike;
  try {
    worker = options.createWorker();
  } catch {
    options.onNotStarted('browser-not-supported');
    return null;
  }
  let ready = false;
  let ended = false;
  let finishing = false;

  const end = () => {
    if (ended) return false;
    ended = true;
    options.clearTimeout(startTimer);
    worker.terminate();
    return true;
  };
  const fail = () => {
    if (!end() || finishing) return;
    if (ready) options.onBroken();
    else options.onNotStarted('worker-start-timeout');
  };
  const startTimer = options.setTimeout(fail, options.startTimeoutMs ?? REPLAY_WORKER_START_TIMEOUT_MS);

  worker.addEventListener('message', (event: MessageEvent<WorkerResponse>) => {
    if (ended) return;
    const message = event.data;
    if (message.type === 'ready') {
      ready = true;
      options.clearTimeout(startTimer);
    } else if (message.type === 'segment') {
      options.onSegment(message.meta, message.data);
    }
  });
  worker.addEventListener('error', fail);
  worker.addEventListener('messageerror', fail);

  return {
    post(message) {
      // Messages sent before the worker's script runs are queued by the browser.
      if (!ended) worker.postMessage(message);
    },
    finish() {
      finishing = true;
      options.clearTimeout(startTimer);
    },
    terminate() {
      end();
    },
  };
}
