// §4 "Service worker", §7, §8: registers /sw.js (scope /, never through the HTTP cache) unless
// localStorage disables it, then runs the release check: on a new release the worker is told
// (with the previous release, or 'none' / 'error') and clears its cache; the marker is written
// only once the worker confirms it stored the release, so an unconfirmed release is retried on
// the next page load. Browser objects come in as arguments, so tests pass fakes.
import { decideRelease, readStoredRelease, RELEASE_MARKER_KEY } from './release';
import {
  isWorkerReply,
  SERVICE_WORKER_SCOPE,
  SERVICE_WORKER_URL,
  WORKER_CACHE_PREFIX,
  type WorkerReply,
  type WorkerRequest,
} from './worker-protocol';

/** localStorage flag: the worker is enabled unless this equals 'true'. */
export const SERVICE_WORKER_DISABLED_KEY = 'sw-disabled';
export const WORKER_REPLY_TIMEOUT_MS = 10_000;

type WorkerLike = Pick<ServiceWorker, 'postMessage'>;

export interface ServiceWorkerEnv {
  container: Pick<ServiceWorkerContainer, 'register' | 'getRegistration'> & {
    ready: Promise<{ active: WorkerLike | null }>;
  };
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  caches?: Pick<CacheStorage, 'keys' | 'delete'>;
  /** The build this page came from (release.ts currentRelease). */
  release: string | null;
  log: Pick<Console, 'error' | 'warn' | 'info'>;
  timeoutMs?: number;
}

export type ServiceWorkerOutcome =
  'disabled' | 'registration failed' | 'same release' | 'release stored' | 'release not confirmed';

export function serviceWorkerDisabled(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return storage.getItem(SERVICE_WORKER_DISABLED_KEY) === 'true';
  } catch {
    return false;
  }
}

export async function startServiceWorker(env: ServiceWorkerEnv): Promise<ServiceWorkerOutcome> {
  if (serviceWorkerDisabled(env.storage)) {
    await retireServiceWorker(env);
    return 'disabled';
  }
  try {
    await env.container.register(SERVICE_WORKER_URL, {
      scope: SERVICE_WORKER_SCOPE,
      updateViaCache: 'none',
    });
  } catch (error) {
    env.log.error('Service worker registration failed:', error);
    return 'registration failed';
  }
  const decision = decideRelease(env.release, readStoredRelease(env.storage));
  if (decision.kind === 'same release') return 'same release';
  const { release, previous } = decision;
  const stored = await tellWorker(env, { type: 'new release', release, previous }, 'release stored');
  if (!stored) return 'release not confirmed';
  try {
    env.storage.setItem(RELEASE_MARKER_KEY, release);
  } catch (error) {
    env.log.warn('The release marker could not be stored:', error);
  }
  return 'release stored';
}

/**
 * Sends one message through a MessageChannel and resolves with the reply of the type awaited,
 * or null when the worker is missing or silent. Every reply on the way is logged.
 */
async function tellWorker(
  env: ServiceWorkerEnv,
  message: WorkerRequest,
  awaited: WorkerReply['type'],
): Promise<WorkerReply | null> {
  const timeoutMs = env.timeoutMs ?? WORKER_REPLY_TIMEOUT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  const channel = new MessageChannel();
  try {
    const registration = await Promise.race([env.container.ready, timeout]);
    const worker = registration?.active;
    if (!worker) {
      env.log.warn(`The service worker is not active; ${message.type} not sent.`);
      return null;
    }
    const reply = new Promise<WorkerReply>((resolve) => {
      channel.port1.onmessage = (event: MessageEvent<unknown>) => {
        if (!isWorkerReply(event.data)) return;
        env.log.info(`Service worker: ${event.data.type}`, event.data);
        if (event.data.type === awaited) resolve(event.data);
      };
    });
    worker.postMessage(message, [channel.port2]);
    const answer = await Promise.race([reply, timeout]);
    if (!answer) env.log.warn(`The service worker did not answer ${message.type} within ${timeoutMs} ms.`);
    return answer;
  } finally {
    clearTimeout(timer);
    channel.port1.close();
  }
}

/** Disabled means gone: unregister a worker left from earlier visits and drop its caches. */
async function retireServiceWorker(env: ServiceWorkerEnv): Promise<void> {
  try {
    const registration = await env.container.getRegistration(SERVICE_WORKER_SCOPE);
    await registration?.unregister();
    const names = (await env.caches?.keys()) ?? [];
    await Promise.all(
      names.filter((name) => name.startsWith(WORKER_CACHE_PREFIX)).map((name) => env.caches?.delete(name)),
    );
  } catch (error) {
    env.log.warn('The disabled service worker could not be removed:', error);
  }
}
