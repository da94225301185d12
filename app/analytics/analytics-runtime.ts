// The consented half of analytics, loaded as a lazy chunk by the consent manager's script loader
// only once Analytics is allowed (app/consent/script-loader.ts). It owns the visitor's analytics id
// (a first-party cookie), the persistent queue and delivery to /api/collect. `stop()` (consent
// withdrawn) stops sending and deletes the queue, the id cookie and the remembered user id.
import { connectAnalyticsRuntime } from './analytics';
import { ANALYTICS_ID_COOKIE, clearAnalyticsId, ensureAnalyticsId } from './client-id';
import { AnalyticsDelivery } from './delivery';
import type { AnalyticsMessage, PendingMessage } from './message';
import { QueueStore, type KeyValueStorage } from './queue-store';

export { ANALYTICS_ID_COOKIE };
export const USER_ID_STORAGE_KEY = 'sl_analytics_user';

interface Running {
  delivery: AnalyticsDelivery;
  disconnect: () => void;
  detach: () => void;
}

let running: Running | null = null;

export function start(): void {
  if (running || typeof window === 'undefined') return;
  const storage = browserStorage();
  const queue = new QueueStore(storage);
  const delivery = new AnalyticsDelivery(queue, {
    fetch: (url, init) => window.fetch(url, init),
    sendBeacon:
      typeof navigator.sendBeacon === 'function' ? (url, body) => navigator.sendBeacon(url, body) : null,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    random: Math.random,
    now: Date.now,
  });
  const anonymousId = ensureAnalyticsId();
  const deliver = (message: PendingMessage, options?: { leaving?: boolean }) => {
    delivery.enqueue(withVisitor(message, anonymousId, storage));
    if (options?.leaving) delivery.flushWithBeacon();
  };
  const disconnect = connectAnalyticsRuntime({ anonymousId, deliver });
  running = { delivery, disconnect, detach: attachPageLifecycle(delivery) };
  // Messages an earlier page could not deliver go first.
  delivery.resume();
}

export function stop(): void {
  const current = running;
  running = null;
  if (current) {
    current.detach();
    current.delivery.stop();
    current.disconnect();
  }
  new QueueStore(browserStorage()).clear();
  try {
    browserStorage()?.removeItem(USER_ID_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
  clearAnalyticsId();
}

export default { start, stop };

/** Adds the visitor's ids; an identify is remembered so later events carry the user id too. */
function withVisitor(
  message: PendingMessage,
  anonymousId: string,
  storage: KeyValueStorage | null,
): AnalyticsMessage {
  try {
    if (message.type === 'identify') storage?.setItem(USER_ID_STORAGE_KEY, message.userId);
  } catch {
    // A full storage only means later pages do not know the user id; the message still goes.
  }
  if (message.type === 'identify') return { ...message, anonymousId };
  const userId = message.userId ?? readQuietly(storage, USER_ID_STORAGE_KEY) ?? undefined;
  return { ...message, anonymousId, ...(userId ? { userId } : {}) };
}

function readQuietly(storage: KeyValueStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function attachPageLifecycle(delivery: AnalyticsDelivery): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') delivery.flushWithBeacon();
    else delivery.resume();
  };
  const onPageHide = () => delivery.flushWithBeacon();
  const onOnline = () => delivery.resume();
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('online', onOnline);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('online', onOnline);
  };
}

function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
