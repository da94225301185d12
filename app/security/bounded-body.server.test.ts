import { describe, expect, it } from 'vitest';
import { declaredLength, readBoundedBody, readBoundedStream } from './bounded-body.server';

const LIMIT = 100;

/** A body sent as `chunkSizes` chunks of "a", with a count of the chunks read and whether it was cancelled. */
function chunkedBody(chunkSizes: number[]) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const size = chunkSizes[seen.pulled];
        if (size === undefined) {
          controller.close();
          return;
        }
        seen.pulled += 1;
        controller.enqueue(new Uint8Array(size).fill(97));
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, seen };
}

function post(body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) {
  return new Request('http://localhost/api/collect', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);
}

describe('readBoundedBody', () => {
  it('accepts a body of exactly the limit, whole', async () => {
    const body = await readBoundedBody(post('a'.repeat(LIMIT)), LIMIT);
    expect(body.ok && body.bytes.byteLength).toBe(LIMIT);
    expect(body.ok && new TextDecoder().decode(body.bytes)).toBe('a'.repeat(LIMIT));
  });

  it('refuses a body one byte over the limit', async () => {
    expect(await readBoundedBody(post('a'.repeat(LIMIT + 1)), LIMIT)).toEqual({
      ok: false,
      reason: 'too-large',
    });
  });

  it('refuses a declared Content-Length over the limit without reading a byte', async () => {
    const { stream, seen } = chunkedBody([10]);
    const body = await readBoundedBody(post(stream, { 'content-length': String(LIMIT + 1) }), LIMIT);
    expect(body).toEqual({ ok: false, reason: 'too-large' });
    expect(seen.pulled).toBe(0);
  });

  it('joins a chunked body within the limit', async () => {
    const { stream } = chunkedBody([30, 30, 40]);
    const body = await readBoundedBody(post(stream), LIMIT);
    expect(body.ok && body.bytes.byteLength).toBe(100);
  });

  it('stops reading a chunked body at the chunk that passes the limit, without cancelling it', async () => {
    const { stream, seen } = chunkedBody([40, 40, 40, 40, 40]);
    expect(await readBoundedStream(stream, LIMIT)).toEqual({ ok: false, reason: 'too-large' });
    expect(seen.pulled).toBe(3);
    // Cancelling a request body destroys its connection; the 413 must still reach the client.
    expect(seen.cancelled).toBe(false);
    expect(stream.locked).toBe(false);
  });

  it('counts the bytes sent, not the ones declared: a body that says small and sends more is refused', async () => {
    const { stream, seen } = chunkedBody([60, 60, 60]);
    const body = await readBoundedBody(post(stream, { 'content-length': '10' }), LIMIT);
    expect(body).toEqual({ ok: false, reason: 'too-large' });
    expect(seen.pulled).toBe(2);
  });

  it('reads a missing body as empty', async () => {
    const body = await readBoundedBody(new Request('http://localhost/', { method: 'POST' }), LIMIT);
    expect(body.ok && body.bytes.byteLength).toBe(0);
  });

  it('passes on a failure of the body itself (the client went away)', async () => {
    const failing = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error('aborted'));
      },
    });
    await expect(readBoundedBody(post(failing), LIMIT)).rejects.toThrow('aborted');
  });
});

describe('declaredLength', () => {
  it('reads a Content-Length of digits only', () => {
    const withLength = (value: string) =>
      declaredLength(new Request('http://localhost/', { headers: { 'content-length': value } }));
    expect(withLength('42')).toBe(42);
    expect(withLength('4e2')).toBeUndefined();
    expect(declaredLength(new Request('http://localhost/'))).toBeUndefined();
  });
});
