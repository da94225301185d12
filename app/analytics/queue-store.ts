// The browser-side queue of undelivered analytics messages, kept in localStorage so that a message
// survives a reload or a closed tab until the collector has acknowledged it. Bounded: past 500
// messages or 256 KB the oldest are dropped and counted, and the count goes with the next batch.
import type { AnalyticsMessage } from './message';

export const QUEUE_STORAGE_KEY = 'sl_analytics_queue';
export const MAX_QUEUE_MESSAGES = 500;
export const MAX_QUEUE_BYTES = 256 * 1024;
/** One message larger than this could never be delivered (the collector refuses it): not queued. */
export const MAX_MESSAGE_BYTES = 32 * 1024;

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface StoredQueue {
  messages: AnalyticsMessage[];
  dropped: number;
}

export class QueueStore {
  /** Used when localStorage is unavailable (private mode, quota): the page's lifetime only. */
  private memory: StoredQueue = { messages: [], dropped: 0 };

  constructor(private storage: KeyValueStorage | null) {}

  read(): StoredQueue {
    if (!this.storage) return this.memory;
    try {
      const raw = this.storage.getItem(QUEUE_STORAGE_KEY);
      if (!raw) return { messages: [], dropped: 0 };
      const parsed = JSON.parse(raw) as Partial<StoredQueue>;
      return {
        messages: Array.isArray(parsed.messages) ? parsed.messages : [],
        dropped: typeof parsed.dropped === 'number' ? parsed.dropped : 0,
      };
    } catch {
      return this.memory;
    }
  }

  /** Adds `message`; false when it is too large to ever be delivered. */
  add(message: AnalyticsMessage): boolean {
    if (JSON.stringify(message).length > MAX_MESSAGE_BYTES) return false;
    const queue = this.read();
    if (queue.messages.some((queued) => queued.messageId === message.messageId)) return true;
    queue.messages.push(message);
    this.write(queue);
    return true;
  }

  remove(messageIds: ReadonlySet<string>, deliveredDropCount = 0): void {
    const queue = this.read();
    this.write({
      messages: queue.messages.filter((message) => !messageIds.has(message.messageId)),
      dropped: Math.max(0, queue.dropped - deliveredDropCount),
    });
  }

  clear(): void {
    this.memory = { messages: [], dropped: 0 };
    try {
      this.storage?.removeItem(QUEUE_STORAGE_KEY);
    } catch {
      // Storage that cannot be written to holds nothing of ours.
    }
  }

  private write(queue: StoredQueue) {
    let serialised = JSON.stringify(queue);
    while (
      queue.messages.length > MAX_QUEUE_MESSAGES ||
      (serialised.length > MAX_QUEUE_BYTES && queue.messages.length > 0)
    ) {
      queue.messages.shift();
      queue.dropped += 1;
      serialised = JSON.stringify(queue);
    }
    this.memory = queue;
    if (!this.storage) return;
    try {
      if (queue.messages.length === 0 && queue.dropped === 0) this.storage.removeItem(QUEUE_STORAGE_KEY);
      else this.storage.setItem(QUEUE_STORAGE_KEY, serialised);
    } catch {
      // Quota exceeded or storage disabled: keep the queue in memory for this page.
      this.storage = null;
    }
  }
}
