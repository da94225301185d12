// Logs (requirements §9 "errors forwarded to logs"): every error of the page, and why replay did not
// start, to LOGS_PATH with the logs token. Sent for every session with consent, tracked or not, so
// the team sees errors even from visitors outside the RUM sample.
import {
  LOGS_PATH,
  MAX_LOGS_PER_BATCH,
  MAX_MESSAGE_LENGTH,
  type LogEntry,
  type LogsBatch,
  type MonitoringTags,
  type ReplayNotStartedReason,
} from './monitoring-events';
import type { PageError } from './collectors/errors';
import { BatchSender, intakeUrl, MAX_ERRORS_PER_PAGE, type ReporterEnvironment } from './reporter';

export class LogsReporter {
  private readonly sender: BatchSender<LogEntry>;
  private errorsLogged = 0;

  constructor(
    options: { sessionId: string | undefined; tags: MonitoringTags; logsClientToken: string },
    env: ReporterEnvironment,
  ) {
    const { sessionId, tags } = options;
    this.sender = new BatchSender<LogEntry>(
      {
        url: intakeUrl(LOGS_PATH, options.logsClientToken),
        maxPerBatch: MAX_LOGS_PER_BATCH,
        body: (logs, sentAt): LogsBatch => ({ ...(sessionId ? { sessionId } : {}), tags, sentAt, logs }),
      },
      env,
    );
  }

  /** The same error the RUM batch gets, as an error log (capped per page like the RUM errors). */
  logError(error: PageError): void {
    if (this.errorsLogged >= MAX_ERRORS_PER_PAGE) return;
    this.errorsLogged += 1;
    const details = { stack: error.stack, file: error.file, line: error.line, column: error.column };
    const defined = Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined));
    this.sender.add({
      id: error.id,
      at: error.at,
      url: error.url,
      status: 'error',
      origin: error.source,
      message: error.message.slice(0, MAX_MESSAGE_LENGTH),
      error: defined,
    });
  }

  logReplayNotStarted(reason: ReplayNotStartedReason, base: Pick<LogEntry, 'id' | 'at' | 'url'>): void {
    this.sender.add({
      ...base,
      status: 'info',
      origin: 'replay',
      message: `Session replay not started: ${reason}`,
      attributes: { reason },
    });
  }

  flush(useBeacon = false): void {
    this.sender.flush(useBeacon);
  }

  stop(): void {
    this.sender.stop();
  }
}
