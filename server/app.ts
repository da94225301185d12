// The Node HTTP server around the React Router app: static assets, baseline security headers,
// request sanity checks, then the app. Errors never leak a stack trace to the visitor.
import path from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { createRequestHandler } from '@react-router/express';
import type { ServerBuild } from 'react-router';
import { config } from '../config/index';
import { mediaProxy } from './media-proxy';

// A Host header we can build a URL from: a name or IPv4/IPv6 literal with an optional port.
const VALID_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const MAX_URL_LENGTH = 4096;

const securityHeaders: RequestHandler = (_request, response, next) => {
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  response.setHeader('X-Frame-Options', 'SAMEORIGIN');
  response.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  next();
};

const saneRequest: RequestHandler = (request, response, next) => {
  const host = request.headers.host ?? '';
  if (!VALID_HOST.test(host) || request.originalUrl.length > MAX_URL_LENGTH) {
    response.status(400).type('text/plain').send('Bad Request');
    return;
  }
  try {
    decodeURIComponent(request.path);
  } catch {
    response.status(400).type('text/plain').send('Bad Request: malformed URL encoding');
    return;
  }
  next();
};

// The service worker and its offline page must be revalidated on every fetch, so that a new
// version reaches visitors on their next visit (app/app-shell/service-worker.ts registers it).
const REVALIDATED_FILES = ['sw.js', 'offline.html'];

function revalidateWorkerFiles(clientDirectory: string) {
  const files = new Set(REVALIDATED_FILES.map((file) => path.join(clientDirectory, file)));
  return (response: express.Response, filePath: string) => {
    if (files.has(path.resolve(filePath))) response.setHeader('Cache-Control', 'no-cache');
  };
}

const lastResort: ErrorRequestHandler = (error: unknown, _request, response, _next) => {
  console.error('Unhandled server error:', error instanceof Error ? error.message : error);
  if (response.headersSent) return;
  response.status(500).type('text/plain').send('Internal Server Error');
};

export function createSiteApp(build: ServerBuild, clientDirectory: string) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(securityHeaders);
  app.use(saneRequest);
  app.use(compression());
  // Vite fingerprints everything under /assets, so it may be cached forever.
  app.use(
    '/assets',
    express.static(path.join(clientDirectory, 'assets'), { immutable: true, maxAge: '1y', index: false }),
  );
  app.use('/media', mediaProxy(config().site.mediaServiceUrl));
  app.use(
    express.static(clientDirectory, {
      maxAge: '1h',
      index: false,
      setHeaders: revalidateWorkerFiles(path.resolve(clientDirectory)),
    }),
  );
  app.use(
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV === 'development' ? 'development' : 'production',
    }),
  );
  app.use(lastResort);
  return app;
}
