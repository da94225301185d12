// The one reader of request bodies: every form, intake, webhook and sign-in reads its body here,
// with its own limit. A declared Content-Length above the limit is refused before a byte is read;
// otherwise the bytes are counted as they stream and reading stops at the first byte past the limit,
// so a chunked body, or one that sends more than it declared, is never buffered whole.

export type BoundedBody = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: 'too-large' };

/**
 * Headers for a 413: the rest of the body is never read, so the connection cannot carry another
 * request; the server closes it once the answer is written (server/request-body).
 */
export const TOO_LARGE_HEADERS: Readonly<Record<string, string>> = { Connection: 'close' };

/** The Content-Length the client declared, or undefined when it sent none (a chunked body). */
export function declaredLength(request: Request): number | undefined {
  const header = request.headers.get('content-length');
  if (header === null) return undefined;
  // Node's parser refuses a malformed Content-Length before any route sees it; a Request built in
  // a test may still carry one, and then the streamed bytes are what counts.
  return /^\d+$/.test(header.trim()) ? Number(header) : undefined;
}

/** Whether the declared Content-Length alone is over `maxBytes`: then nothing needs to be read. */
export function declaredTooLarge(request: Request, maxBytes: number): boolean {
  return (declaredLength(request) ?? 0) > maxBytes;
}

/**
 * The bytes of `stream`, or too-large at the first byte past `maxBytes`. Over the limit the stream
 * is let go of, not cancelled: cancelling the request's body destroys the connection, and the client
 * would see a reset instead of the 413 it is owed.
 */
export async function readBoundedStream(
  stream: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<BoundedBody> {
  if (!stream) return { ok: true, bytes: new Uint8Array(new ArrayBuffer(0)) };
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) return { ok: false, reason: 'too-large' };
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(new ArrayBuffer(total));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/**
 * The request's body, at most `maxBytes` of it. Throws only when the body itself fails (the client
 * went away mid-upload); callers answer that 400.
 */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<BoundedBody> {
  if (declaredTooLarge(request, maxBytes)) return { ok: false, reason: 'too-large' };
  return readBoundedStream(request.body, maxBytes);
}
