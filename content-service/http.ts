// Small node:http helpers: JSON answers and size-limited bodies.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from './errors';

export const MAX_BODY_BYTES = 1024 * 1024;

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export function sendJson(res: ServerResponse, reply: Reply): void {
  if (reply.status === 204) {
    res.writeHead(204, reply.headers);
    res.end();
    return;
  }
  const data = JSON.stringify(reply.body);
  res.writeHead(reply.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(data),
    ...reply.headers,
  });
  res.end(data);
}

const tooLarge = (limit: number) =>
  new HttpError(413, `Request body too large: the limit is ${limit} bytes`, { connection: 'close' });

/** The raw body, refused with a 413 as soon as it is declared or has grown beyond `limit` bytes. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      // Keep draining without storing: destroying the request would also kill the socket the
      // 413 answer has to travel on.
      req.off('data', onData);
      req.resume();
      reject(tooLarge(limit));
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/** The parsed JSON body, or undefined when there is none. */
export async function readJsonBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<unknown> {
  const text = (await readBody(req, limit)).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new HttpError(400, `Invalid JSON body: ${(error as Error).message}`);
  }
}
