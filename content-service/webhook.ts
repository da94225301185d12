// Publish webhooks, signed like Storyblok's: `webhook-signature` is the hex HMAC-SHA1 of the raw
// body. Deliveries run one after another (a receiver must not see "unpublished" before the
// "published" that preceded it), off the request path. A receiver that cannot answer (busy, timed
// out, 5xx) is tried again after WEBHOOK_RETRY_DELAYS_MS, since a lost publish would leave the site
// stale until its cache version check; a 4xx (a refused signature) is not, and every failure is logged.
import { createHmac } from 'node:crypto';
import { log } from './log';

export type WebhookAction = 'published' | 'unpublished' | 'deleted' | 'moved' | 'updated';

export interface WebhookPayload {
  text: string;
  action: WebhookAction;
  space_id: number;
  story_id: number;
  full_slug: string;
}

export const WEBHOOK_TIMEOUT_MS = 5_000;
export const WEBHOOK_RETRY_DELAYS_MS = [1_000, 4_000] as const;

export function webhookSignature(rawBody: string, secret: string): string {
  return createHmac('sha1', secret).update(rawBody, 'utf8').digest('hex');
}

export class WebhookSender {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly url: string | undefined,
    private readonly secret: string | undefined,
    private readonly timeoutMs = WEBHOOK_TIMEOUT_MS,
    private readonly retryDelaysMs: readonly number[] = WEBHOOK_RETRY_DELAYS_MS,
  ) {}

  send(payload: WebhookPayload): void {
    const { url } = this;
    if (!url) return;
    this.queue = this.queue.then(() => this.deliver(url, payload));
  }

  /** Resolves once every webhook sent so far was delivered or given up on. */
  idle(): Promise<void> {
    return this.queue;
  }

  private async deliver(url: string, payload: WebhookPayload): Promise<void> {
    const body = JSON.stringify(payload);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.secret) headers['webhook-signature'] = webhookSignature(body, this.secret);
    const what = `webhook ${url} failed for ${payload.action} ${payload.full_slug}`;
    for (let attempt = 0; ; attempt += 1) {
      let failure: string;
      let retryable = true;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        await response.body?.cancel();
        if (response.ok) return;
        failure = `answered ${response.status}`;
        retryable = response.status >= 500;
      } catch (error) {
        failure = (error as Error).message;
      }
      const delay = this.retryDelaysMs[attempt];
      if (!retryable || delay === undefined) {
        log.error(`${what}: ${failure}; giving up`);
        return;
      }
      log.warn(`${what}: ${failure}; trying again in ${delay} ms`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
