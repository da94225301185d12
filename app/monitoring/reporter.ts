// Batches monitoring events to /api/monitoring: a POST shortly after events arrive, and a
// sendBeacon of whatever is left when the page is hidden. Monitoring data is not kept across
// pages (unlike analytics): an error report that is lost costs little, and nothing is stored
// in the browser.
import { MONITORING_PATH, type MonitoringBatch, type MonitoringEvent } from './monitoring-events';

export const MONITORING_FLUSH_DELAY_MS = 2_000;
export const MAX_MONITORING_BATCH = 50;
/** A page throwing in a loop must not flood the intake: past this many, errors are not reported. */
export const MAX_ERRORS_PER_PAGE = 50;

export interface ReporterEnvironment {
  fetch: (url: string, init: RequestInit) => Promise<unknown>;
  sendBeacon: ((url: string, body: string) => boolean) | null;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  now: () => number;
}

export class MonitoringReporter {
  private queue: MonitoringEvent[] = [];
  private timer: unknown = null;
  private errorsReported = 0;
  private stopped = false;

  constructor(
    private readonly sessionId: string,
    private readonly env: ReporterEnvironment,
  ) {}

  report(event: MonitoringEvent): void {
    if (this.stopped) return;
    if (event.kind === 'error') {
      if (this.errorsReported >= MAX_ERRORS_PER_PAGE) return;
      this.errorsReported += 1;
    }
    this.queue.push(event);
    if (this.queue.length >= MAX_MONITORING_BATCH) this.flush();
    else if (this.timer === null) {
      this.timer = this.env.setTimeout(() => {
        this.timer = null;
        this.flush();
      }, MONITORING_FLUSH_DELAY_MS);
    }
  }

  /** Sends everything queued now, by fetch (keepalive) or, when the page is going, by beacon. */
  flush(useBeacon = false): void {
    if (this.timer !== null) this.env.clearTimeout(this.timer);
    this.timer = null;
    while (this.queue.length > 0) {
      const events = this.queue.splice(0, MAX_MONITORING_BATCH);
      const body = JSON.stringify({
        sessionId: this.sessionId,
        sentAt: new Date(this.env.now()).toISOString(),
        events,
      } satisfies MonitoringBatch);
      if (useBeacon && this.env.sendBeacon?.(MONITORING_PATH, body)) continue;
      this.env
        .fetch(MONITORING_PATH, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
          credentials: 'same-origin',
          keepalive: true,
        })
        .catch(() => {
          // Monitoring must never add errors of its own to the page; a lost report is acceptable.
        });
    }
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.env.clearTimeout(this.timer);
    this.timer = null;
    this.queue = [];
  }
}
