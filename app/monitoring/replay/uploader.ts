// Sends replay segments to the site's intake: one multipart form per segment, a
// `segment` file (the gzip) and an `event` file (ReplaySegmentEvent JSON). Replay is a nice-to-have:
// a failed upload is retried once, then dropped without a word in the page or its console.
import { CLIENT_TOKEN_PARAM, REPLAY_PATH, type ReplaySegmentEvent } from '../monitoring-events';

/** Browsers refuse keepalive bodies past 64 KiB in flight; stay under it with room for others. */
export const KEEPALIVE_MAX_BODY_BYTES = 60_000;
/** Room for the multipart boundaries and part headers around the two files. */
const MULTIPART_OVERHEAD_BYTES = 512;
export const UPLOAD_RETRY_DELAY_MS = 5_000;

export interface UploaderDeps {
  fetch(url: string, init: RequestInit): Promise<Pick<Response, 'ok' | 'status'>>;
  /** navigator.sendBeacon where available. */
  sendBeacon?: (url: string, body: FormData) => boolean;
  setTimeout(callback: () => void, ms: number): unknown;
}

export function replayUploadUrl(clientToken: string): string {
  return `${REPLAY_PATH}?${CLIENT_TOKEN_PARAM}=${encodeURIComponent(clientToken)}`;
}

export function buildSegmentForm(event: ReplaySegmentEvent, data: Uint8Array<ArrayBuffer>): FormData {
  const form = new FormData();
  const name = `${event.sessionId}-${event.viewId}-${event.index}`;
  form.append('segment', new Blob([data], { type: 'application/octet-stream' }), name);
  form.append('event', new Blob([JSON.stringify(event)], { type: 'application/json' }), 'event.json');
  return form;
}

/** Worth a second try: the network failed, or the intake is busy or down for a moment. */
function isRetryable(status: number | null): boolean {
  return status === null || status === 429 || status >= 500;
}

export function createSegmentUploader(clientToken: string, deps: UploaderDeps) {
  const url = replayUploadUrl(clientToken);

  const post = async (form: FormData, bodyBytes: number, retriesLeft: number): Promise<void> => {
    let status: number | null;
    try {
      const response = await deps.fetch(url, {
        method: 'POST',
        body: form,
        keepalive: bodyBytes < KEEPALIVE_MAX_BODY_BYTES,
        credentials: 'same-origin',
      });
      if (response.ok) return;
      status = response.status;
    } catch {
      status = null;
    }
    if (retriesLeft > 0 && isRetryable(status)) {
      deps.setTimeout(() => void post(form, bodyBytes, retriesLeft - 1), UPLOAD_RETRY_DELAY_MS);
    }
  };

  return {
    /** By beacon when the page is being hidden (it may not live to finish a fetch). */
    upload(event: ReplaySegmentEvent, data: Uint8Array<ArrayBuffer>, options: { beacon: boolean }): void {
      const form = buildSegmentForm(event, data);
      try {
        if (options.beacon && deps.sendBeacon?.(url, form)) return;
      } catch {
        // A beacon the browser refuses falls back to fetch.
      }
      const bodyBytes = data.byteLength + JSON.stringify(event).length + MULTIPART_OVERHEAD_BYTES;
      void post(form, bodyBytes, 1);
    },
  };
}

export type SegmentUploader = ReturnType<typeof createSegmentUploader>;
