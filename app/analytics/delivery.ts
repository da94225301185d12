// Delivery of queued analytics messages to the site's collector: batched POSTs, retried with
// exponential backoff and jitter on network errors, 5xx and 429 (honouring Retry-After), and a
// sendBeacon flush when the page is hidden. Delivery is at least once; the collector stores each
// messageId once, so a batch sent twice (a beacon, then a retry; two tabs) is harmless.
import type { AnalyticsBatch, AnalyticsMessage } from './message';
import type { QueueStore } from './queue-store';

export const COLLECT_PATH = '/api/collect';
export const MAX_BATCH_MESSAGES = 50;
/** Below the collector's 64 KB body limit and the browsers' 64 KB keepalive/beacon budget. */
export const MAX_BATCH_BYTES = 60 * 1024;
/** Messages tracked close together go in one request. */
export const FLUSH_DELAY_MS = 500;
export const RETRY_BASE_MS = 1_000;
export const RETRY_MAX_MS = 60_000;
/** A server asking for a longer pause than this is retried on the next page instead. */
const RETRY_AFTER_CAP_MS = 10 * 60_000;

export interface DeliveryEnvironment {
  fetch: (url: string, init: RequestInit) => Promise<Pick<Response, 'status' | 'headers'>>;
  sendBeacon: ((url: string, body: string) => boolean) | null;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  random: () => number;
  now: () => number;
}

/** Backoff before retry `attempt` (1, 2, …): doubling, capped, with "equal jitter". */
export function retryDelayMs(attempt: number, random: () => number, retryAfterMs = 0): number {
  const exponential = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1));
  const jittered = exponential / 2 + (exponential / 2) * random();
  return Math.max(jittered, Math.min(retryAfterMs, RETRY_AFTER_CAP_MS));
}

/** Retry-After as delay-seconds or an HTTP date, in ms; 0 when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number {
  if (!value) return 0;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1_000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? 0 : Math.max(0, date - now);
}

export class AnalyticsDelivery {
  private timer: unknown = null;
  private inFlight = false;
  private failures = 0;
  private stopped = false;
  /** Messages handed to sendBeacon on this page; not re-sent by fetch until the page is shown again. */
  private readonly beaconed = new Set<string>();

  constructor(
    private readonly queue: QueueStore,
    private readonly env: DeliveryEnvironment,
  ) {}

  enqueue(message: AnalyticsMessage): void {
    if (this.stopped) return;
    if (!this.queue.add(message)) {
      console.warn(`Analytics message ${message.messageId} is too large to send; dropped.`);
      return;
    }
    const waiting = this.queue.read().messages.length;
    this.schedule(waiting >= MAX_BATCH_MESSAGES ? 0 : FLUSH_DELAY_MS);
  }

  /** Sends whatever is queued (messages left by an earlier page included). */
  resume(): void {
    this.beaconed.clear();
    if (this.queue.read().messages.length > 0) this.schedule(0);
  }

  /** The page is being hidden or left: hand everything queued to the browser's beacon. */
  flushWithBeacon(): void {
    if (this.stopped || !this.env.sendBeacon) return;
    const pending = this.queue.read().messages.filter((message) => !this.beaconed.has(message.messageId));
    for (let start = 0; start < pending.length;) {
      const batch = takeBatch(pending.slice(start));
      // The dropped count is reported only by an acknowledged fetch, so it is counted once.
      const body = this.serialise(batch, 0);
      if (!this.env.sendBeacon(COLLECT_PATH, body)) return;
      for (const message of batch) this.beaconed.add(message.messageId);
      start += batch.length;
    }
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.env.clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(delayMs: number) {
    if (this.stopped || this.inFlight) return;
    if (this.timer !== null) {
      if (delayMs > 0) return;
      this.env.clearTimeout(this.timer);
    }
    this.timer = this.env.setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delayMs);
  }

  private async flush(): Promise<void> {
    if (this.stopped || this.inFlight) return;
    const { messages, dropped } = this.queue.read();
    const batch = takeBatch(messages.filter((message) => !this.beaconed.has(message.messageId)));
    if (batch.length === 0) return;
    this.inFlight = true;
    let retryAfterMs = 0;
    let outcome: 'delivered' | 'refused' | 'retry';
    try {
      const response = await this.env.fetch(COLLECT_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: this.serialise(batch, dropped),
        credentials: 'same-origin',
        keepalive: true,
      });
      if (response.status >= 200 && response.status < 300) outcome = 'delivered';
      else if (response.status === 429 || response.status >= 500) {
        outcome = 'retry';
        retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), this.env.now());
      } else {
        // A 4xx other than 429 will not change on a retry: the batch is dropped, loudly.
        console.warn(`The analytics collector refused a batch (${response.status}); dropped.`);
        outcome = 'refused';
      }
    } catch {
      outcome = 'retry';
    }
    this.inFlight = false;
    if (this.stopped) return;
    if (outcome === 'retry') {
      this.failures += 1;
      this.schedule(retryDelayMs(this.failures, this.env.random, retryAfterMs));
      return;
    }
    this.failures = 0;
    this.queue.remove(new Set(batch.map((message) => message.messageId)), dropped);
    if (this.queue.read().messages.length > 0) this.schedule(0);
  }

  private serialise(batch: AnalyticsMessage[], dropped: number): string {
    const body: AnalyticsBatch = { batch, sentAt: new Date(this.env.now()).toISOString() };
    if (dropped > 0) body.dropped = dropped;
    return JSON.stringify(body);
  }
}

/** The longest prefix of `messages` within the batch limits (at least one message). */
function takeBatch(messages: AnalyticsMessage[]): AnalyticsMessage[] {
  const batch: AnalyticsMessage[] = [];
  let bytes = 64;
  for (const message of messages.slice(0, MAX_BATCH_MESSAGES)) {
    const size = JSON.stringify(message).length + 1;
    if (batch.length > 0 && bytes + size > MAX_BATCH_BYTES) break;
    batch.push(message);
    bytes += size;
  }
  return batch;
}
