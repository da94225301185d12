import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebhookSender, webhookSignature, type WebhookPayload } from './webhook';
import { log } from './log';

const payload: WebhookPayload = {
  text: 'published',
  action: 'published',
  space_id: 1,
  story_id: 2,
  full_slug: 'gb/home',
};

let server: Server | undefined;
afterEach(() => {
  server?.close();
  vi.restoreAllMocks();
});

/** A receiver that answers each delivery with the next status of `statuses`. */
async function receiver(statuses: number[]) {
  const received: { body: string; signature: string | undefined }[] = [];
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ body, signature: request.headers['webhook-signature'] as string | undefined });
      response.statusCode = statuses[received.length - 1] ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, received };
}

describe('WebhookSender', () => {
  it('signs the body and tries again while the receiver answers 5xx', async () => {
    vi.spyOn(log, 'error').mockImplementation(() => undefined);
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const { url, received } = await receiver([503, 200]);
    const sender = new WebhookSender(url, 'secret', 1_000, [10, 10]);
    sender.send(payload);
    await sender.idle();
    expect(received).toHaveLength(2);
    expect(received[1]!.signature).toBe(webhookSignature(received[1]!.body, 'secret'));
    expect(JSON.parse(received[1]!.body)).toEqual(payload);
  });

  it('gives up after its retries, and does not retry a refusal', async () => {
    const errors = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const failing = await receiver([500, 500, 500, 500]);
    const sender = new WebhookSender(failing.url, 'secret', 1_000, [10, 10]);
    sender.send(payload);
    await sender.idle();
    expect(failing.received).toHaveLength(3);
    expect(errors.mock.calls.at(-1)?.[0]).toMatch(/giving up/);
    server?.close();

    const refusing = await receiver([401]);
    const strict = new WebhookSender(refusing.url, 'wrong', 1_000, [10, 10]);
    strict.send(payload);
    await strict.idle();
    expect(refusing.received).toHaveLength(1);
  });

  it('tries again when nothing answers in time', async () => {
    vi.spyOn(log, 'error').mockImplementation(() => undefined);
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const answered: number[] = [];
    server = createServer((_request, response) => {
      answered.push(Date.now());
      // The first delivery hangs past the timeout; the second is answered.
      if (answered.length > 1) response.end();
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const sender = new WebhookSender(`http://127.0.0.1:${port}/hook`, undefined, 200, [10]);
    sender.send(payload);
    await sender.idle();
    expect(answered).toHaveLength(2);
  });
});
