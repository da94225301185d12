// Small node:http helpers: JSON answers and size-limited JSON bodies.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from './errors';

export const MAX_BODY_BYTES = 1024 * 1024;

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export function sendJson(res: ServerResponse, reply: Reply): void {
  const data = JSON.stringify(reply.body);
  res.writeHead(reply.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(data),
    ...reply.headers,
  });
  res.end(data);
}

const TOO_LARGE = () =>
  new HttpError(413, `Request body too large: the limit is ${MAX_BODY_BYTES} bytes`, {
    connection: 'close',
  });

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
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
      reject(TOO_LARGE());
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/** The parsed JSON body, or undefined when there is none. */
export async function readJsonBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<unknown> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw TOO_LARGE();
  const text = (await readBody(req, limit)).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new HttpError(400, `Invalid JSON body: ${(error as Error).message}`);
  }
}
