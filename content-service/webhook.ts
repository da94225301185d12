// Publish webhooks, signed like Storyblok's: `webhook-signature` is the hex HMAC-SHA1 of the raw
// body. Deliveries run one after another (a receiver must not see "unpublished" before the
// "published" that preceded it), off the request path, and a failure is only logged.
import { createHmac } from 'node:crypto';

export type WebhookAction = 'published' | 'unpublished' | 'deleted' | 'moved' | 'updated';

export interface WebhookPayload {
  text: string;
  action: WebhookAction;
  space_id: number;
  story_id: number;
  full_slug: string;
}

export const WEBHOOK_TIMEOUT_MS = 3_000;

export function webhookSignature(rawBody: string, secret: string): string {
  return createHmac('sha1', secret).update(rawBody, 'utf8').digest('hex');
}

export class WebhookSender {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly url: string | undefined,
    private readonly secret: string | undefined,
    private readonly timeoutMs = WEBHOOK_TIMEOUT_MS,
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
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await response.body?.cancel();
      if (!response.ok) {
        console.error(
          `content service: webhook ${url} answered ${response.status} for ${payload.action} ${payload.full_slug}`,
        );
      }
    } catch (error) {
      console.error(
        `content service: webhook ${url} failed for ${payload.action} ${payload.full_slug}: ${(error as Error).message}`,
      );
    }
  }
}
