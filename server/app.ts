// The Node HTTP server around the React Router app: request ids and access lines, static assets,
// baseline security headers, request sanity checks (no body on a read), then the app, whose request
// bodies are bounded while they stream (server/request-body). Errors never leak a stack trace to
// the visitor; the log gets it whole.
import path from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { config } from '../config/index';
import { contentClient } from '../app/content/client.server';
import { checkDatabaseMigrated } from '../app/database.server';
import { rootLogger, type Logger } from '../app/logging/logger.server';
import { rateLimiter } from '../app/rate-limits.server';
import { healthRoutes, type ReadinessChecks } from './health/health';
import { mediaProxy } from './media-proxy';
import { requestLogging } from './request-logging';
import { createPageHandler, type PageHandler, type ServerBuildSource } from './page-cache/page-handler';
import { refuseBodiesOnReads } from './request-body/bodyless-reads';
import { previewRequests } from './preview/preview-requests';
import { cspOptionsFrom } from './security/csp';
import { securityHeaders } from './security/headers';
import {
  limitSignedWebhooks,
  limitStateChanges,
  POST_LIMIT_WINDOW_MS,
  refuseCrossSite,
  siteOriginsFor,
  trustedClientAddress,
} from './security/request-guards';
import { saneRequest } from './security/request-shape';

// The service worker and its offline page must be revalidated on every fetch, so that a new
// version reaches visitors on their next visit (app/app-shell/service-worker.ts registers it).
const REVALIDATED_FILES = ['sw.js', 'offline.html'];

function revalidateWorkerFiles(clientDirectory: string) {
  const files = new Set(REVALIDATED_FILES.map((file) => path.join(clientDirectory, file)));
  return (response: express.Response, filePath: string) => {
    if (files.has(path.resolve(filePath))) response.setHeader('Cache-Control', 'no-cache');
  };
}

const lastResort: ErrorRequestHandler = (error: unknown, request, response, _next) => {
  // Under `err`, pino's serializer writes the whole stack; the visitor only ever sees the plain text.
  request.log.error(error instanceof Error ? { err: error } : { detail: error }, 'Unhandled server error');
  if (response.headersSent) return;
  response.status(500).type('text/plain').send('Internal Server Error');
};

/** Headers (with this response's CSP nonce in `response.locals.cspNonce`) on every response. */
function securityMiddleware(): RequestHandler {
  const settings = config();
  return securityHeaders(cspOptionsFrom(settings));
}

/** An editor's preview of drafts, per visitor (server/preview). */
function editorsPreview(): RequestHandler {
  const settings = config();
  return previewRequests({
    previewToken: settings.content.previewToken,
    secret: settings.preview.secret,
    bridgeScriptUrl: settings.preview.bridgeScriptUrl,
    editorOrigins: settings.preview.editorOrigins,
    csp: cspOptionsFrom(settings),
  });
}

/** Who is asking, then: cross-site state changes refused, floods of them limited (server/security). */
function requestGuards(): RequestHandler[] {
  const { site, server, content } = config();
  const postLimit = { limit: server.postLimitPerMinute, windowMs: POST_LIMIT_WINDOW_MS };
  const webhookLimit = { limit: content.webhookPostsPerMinute, windowMs: POST_LIMIT_WINDOW_MS };
  return [
    trustedClientAddress,
    refuseCrossSite(siteOriginsFor(site.url)),
    limitStateChanges(postLimit, rateLimiter('posts', postLimit)),
    limitSignedWebhooks(webhookLimit, rateLimiter('webhooks', webhookLimit)),
  ];
}

// The public folder's files all have an extension (favicon.svg, sw.js, offline.html); pages never
// do. Asking the file system about every page request costs a stat on the hottest path.
const FILE_NAME = /\/[^/]*\.[a-z0-9]+$/i;

function onlyFileNames(serveStatic: RequestHandler): RequestHandler {
  return (request, response, next) => {
    if (FILE_NAME.test(request.path)) serveStatic(request, response, next);
    else next();
  };
}

/** Compresses per response, except bodies the page cache stored compressed already. */
function compressionUnlessEncoded(): RequestHandler {
  return compression({
    filter: (request, response) =>
      response.locals.pageCacheEncoded !== true && compression.filter(request, response),
  });
}

/** React Router, behind the page cache (server/page-cache) unless PAGE_CACHE=0. */
function pageRequests(build: ServerBuildSource): PageHandler {
  const { server, content, site } = config();
  const development = process.env.NODE_ENV === 'development';
  return createPageHandler({
    build,
    mode: development ? 'development' : 'production',
    cacheEnabled: server.pageCache,
    ttlS: server.pageCacheTtlS,
    // Hot reloading makes a new build on every edit: in development nothing may be kept. A cache of
    // no bytes renders every page again, yet through the same path as a production miss, so that
    // pages carry the same Cache-Control, Vary and X-Cache headers there as in production.
    maxBytes: development ? 0 : server.pageCacheMaxMb * 1024 * 1024,
    foregroundDeadlineMs: content.timeoutMs,
    countryHeader: site.countryHeader,
    renderConcurrency: server.renderConcurrency,
  });
}

/**
 * The built client (build/client): Vite's fingerprinted assets, cached for a year, then the public
 * folder's files. In development Vite's own middlewares serve the client instead (server/dev-site.ts).
 */
export function builtClientAssets(clientDirectory: string): RequestHandler {
  const assets = express.Router();
  // Vite fingerprints everything under /assets, so it may be cached forever.
  assets.use(
    '/assets',
    express.static(path.join(clientDirectory, 'assets'), { immutable: true, maxAge: '1y', index: false }),
  );
  assets.use(
    onlyFileNames(
      express.static(clientDirectory, {
        maxAge: '1h',
        index: false,
        setHeaders: revalidateWorkerFiles(path.resolve(clientDirectory)),
      }),
    ),
  );
  return assets;
}

export interface SiteAppOptions {
  readiness?: Partial<ReadinessChecks>;
  /** Where request and error lines go; the process's logger unless a test captures them. */
  logger?: Logger;
  /** Aborted when the process begins to shut down: /readyz then answers 503. */
  draining?: AbortSignal;
}

/**
 * The site's app. What differs between production and development comes in: the server build
 * (fixed, or Vite's current one per request) and what serves the client's files.
 */
export function createSiteApp(
  build: ServerBuildSource,
  clientAssets: RequestHandler,
  { readiness = {}, logger = rootLogger(), draining }: SiteAppOptions = {},
) {
  const app = express();
  app.disable('x-powered-by');
  // TRUST_PROXY: who may say the visitor's address, protocol and host. Everything else asks Express
  // (request.ip, .protocol, .secure, .host), so this is the one place that decides it.
  app.set('trust proxy', config().server.trustProxy);
  // First: every response, even a refused or static one, carries its id and gets its access line.
  app.use(requestLogging(logger));
  app.use(securityMiddleware());
  app.use(saneRequest);
  app.use(refuseBodiesOnReads);
  const pages = pageRequests(build);
  // Before the guards and the pages: probes are never limited and never wait on content.
  app.use(
    healthRoutes(
      {
        // The database answers and holds every migration this build knows.
        database: checkDatabaseMigrated,
        content: async () => {
          await contentClient().cacheVersion();
        },
        // A stored 404 or error page is no stand-in for the content service.
        cachedPages: () => pages.cache?.count((page) => page.status === 200) ?? 0,
        ...readiness,
      },
      undefined,
      draining,
    ),
  );
  app.use(requestGuards());
  app.use(compressionUnlessEncoded());
  app.use('/media', mediaProxy(config().site.mediaServiceUrl));
  app.use(clientAssets);
  // server/main.ts keeps the cache in step with publishes (server/page-cache/freshness.ts).
  app.locals.pageCache = pages.cache;
  app.use(editorsPreview());
  app.use(pages.handle);
  app.use(lastResort);
  return app;
}
