// A Node request's body as a Fetch stream that can never carry more than a ceiling: the routes read
// it (app/security/bounded-body.server.ts, each with its own, lower limit), and a route that reads
// it some other way still cannot buffer past the ceiling. Unlike @react-router/node's stream it is
// pulled only when read, never destroys the connection (the 413 must still reach the client), and
// fails instead of ending quietly when the client goes away mid-body.
import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The request body is larger than ${maxBytes} bytes.`);
    this.name = 'BodyTooLargeError';
  }
}

export interface NodeBody {
  stream: ReadableStream<Uint8Array>;
  /** Whether the body passed the ceiling while it was read. */
  overflowed(): boolean;
}

export function boundedNodeBody(request: IncomingMessage, maxBytes: number): NodeBody {
  let received = 0;
  let overflowed = false;
  let ended = false;
  let detach: () => void = () => undefined;
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        // Paused before the listeners are attached, so that nothing is read until a reader asks.
        request.pause();
        const onData = (chunk: Buffer) => {
          received += chunk.byteLength;
          if (received > maxBytes) {
            overflowed = true;
            detach();
            controller.error(new BodyTooLargeError(maxBytes));
            return;
          }
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) request.pause();
        };
        const onEnd = () => {
          ended = true;
          detach();
          controller.close();
        };
        const onError = (error: Error) => {
          detach();
          controller.error(error);
        };
        const onClose = () => {
          if (ended) return;
          detach();
          controller.error(new Error('The client closed the connection before the body ended.'));
        };
        detach = () => {
          request.off('data', onData);
          request.off('end', onEnd);
          request.off('error', onError);
          request.off('close', onClose);
          // What the client still sends stays in the socket until the answer closes it.
          request.pause();
        };
        request.on('data', onData);
        request.once('end', onEnd);
        request.once('error', onError);
        request.once('close', onClose);
      },
      pull() {
        if (!ended && !overflowed) request.resume();
      },
      cancel() {
        detach();
      },
    },
    // No read-ahead: one chunk at a time, when the route asks for it.
    { highWaterMark: 0 },
  );
  return { stream, overflowed: () => overflowed };
}

/**
 * Reads and drops a body no route will read (a GET's), counting it: false once it passes
 * `maxBytes`, at which point reading stops.
 */
export async function discardBoundedBody(request: IncomingMessage, maxBytes: number): Promise<boolean> {
  const reader = boundedNodeBody(request, maxBytes).stream.getReader();
  try {
    for (;;) {
      const { done } = await reader.read();
      if (done) return true;
    }
  } catch (error) {
    if (error instanceof BodyTooLargeError) return false;
    throw error;
  } finally {
    reader.releaseLock();
  }
}
