// The replay compression worker's entry, loaded by ./worker-client.ts as a same-origin module
// worker (CSP worker-src 'self'). It says 'ready' at once: the main thread gives up on a worker
// that has not within REPLAY_WORKER_START_TIMEOUT_MS (§9).
import { createReplayWorkerHandler } from './worker-handler';
import type { WorkerRequest, WorkerResponse } from './worker-protocol';

interface WorkerScope {
  postMessage(message: WorkerResponse, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
  close(): void;
}

const scope = self as unknown as WorkerScope;
const handle = createReplayWorkerHandler({
  post: (message, transfer) => scope.postMessage(message, transfer),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  exit: () => scope.close(),
});
scope.addEventListener('message', (event) => handle(event.data));
scope.postMessage({ type: 'ready' }, []);
