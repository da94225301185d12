// Batches monitoring data to the site's intake: a POST shortly after items arrive (or at once when
// a batch is full), and a sendBeacon of whatever is left when the page is hidden. Nothing is kept
// in the browser across pages (unlike analytics): a lost report costs little.
import {
  CLIENT_TOKEN_PARAM,
  MAX_EVENTS_PER_BATCH,
  MONITORING_PATH,
  type MonitoringBatch,
  type MonitoringEvent,
} from './monitoring-events';

export const MONITORING_FLUSH_DELAY_MS = 2_000;
/** A page throwing in a loop must not flood the intake: past this many, errors are not reported. */
export const MAX_ERRORS_PER_PAGE = 50;

export interface ReporterEnvironment {
  fetch: (url: string, init: RequestInit) => Promise<unknown>;
  sendBeacon: ((url: string, body: Blob) => boolean) | null;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  now: () => number;
}

/** `path?token=<token>`: sendBeacon cannot set headers, so the client token rides in the query. */
export function intakeUrl(path: string, token: string): string {
  return `${path}?${CLIENT_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}

export interface BatchSenderOptions<Item> {
  url: string;
  maxPerBatch: number;
  /** The JSON body of one batch. */
  body: (items: Item[], sentAt: string) => unknown;
}

/** The queue, timer and transport shared by the RUM and the logs reporters. */
export class BatchSender<Item> {
  private queue: Item[] = [];
  private timer: unknown = null;
  private stopped = false;

  constructor(
    private readonly options: BatchSenderOptions<Item>,
    private readonly env: ReporterEnvironment,
  ) {}

  add(item: Item): void {
    if (this.stopped) return;
    this.queue.push(item);
    if (this.queue.length >= this.options.maxPerBatch) this.flush();
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
      const items = this.queue.splice(0, this.options.maxPerBatch);
      const json = JSON.stringify(this.options.body(items, new Date(this.env.now()).toISOString()));
      const { url } = this.options;
      if (useBeacon && this.env.sendBeacon?.(url, new Blob([json], { type: 'application/json' }))) continue;
      this.env
        .fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: json,
          credentials: 'same-origin',
          keepalive: true,
        })
        .catch(() => {
          // Monitoring must never add errors of its own to the page; a lost report is acceptable.
        });
    }
  }

  /** Consent withdrawn: what is queued is dropped and nothing more is sent. */
  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.env.clearTimeout(this.timer);
    this.timer = null;
    this.queue = [];
  }
}

/** The batch header of a tracked session: everything but the events and the send time. */
export type MonitoringBatchHeader = Omit<MonitoringBatch, 'sentAt' | 'events'>;

/** RUM events of a tracked session (type 1 or 2) to MONITORING_PATH. */
export class MonitoringReporter {
  private readonly sender: BatchSender<MonitoringEvent>;
  private errorsReported = 0;

  /** `header` is read at each send: replay forced during the page shows in the next batch. */
  constructor(header: () => MonitoringBatchHeader, clientToken: string, env: ReporterEnvironment) {
    this.sender = new BatchSender<MonitoringEvent>(
      {
        url: intakeUrl(MONITORING_PATH, clientToken),
        maxPerBatch: MAX_EVENTS_PER_BATCH,
        body: (events, sentAt): MonitoringBatch => ({ ...header(), sentAt, events }),
      },
      env,
    );
  }

  report(event: MonitoringEvent): void {
    if (event.kind === 'error') {
      if (this.errorsReported >= MAX_ERRORS_PER_PAGE) return;
      this.errorsReported += 1;
    }
    this.sender.add(event);
  }

  flush(useBeacon = false): void {
    this.sender.flush(useBeacon);
  }

  stop(): void {
    this.sender.stop();
  }
}
