// A throwaway Express app on a free port for the middleware tests of this folder.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';

export interface TestServer {
  origin: string;
  close(): Promise<void>;
}

/** `middleware` in front of a handler that answers 200 with the address and nonce it was given. */
export async function serveWith(middleware: RequestHandler[]): Promise<TestServer> {
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use(middleware);
  app.use((request, response) => {
    response.json({
      forwardedFor: request.headers['x-forwarded-for'] ?? null,
      nonce: response.locals.cspNonce ?? null,
    });
  });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
