// How the site invokes React Router: every page answer goes through here. Anonymous page requests
// are answered from the page cache: rendered once for every visitor (no nonce, no token: the same
// bytes for all, so nginx or a CDN may keep them too), stored compressed, their inline scripts
// allowed by hash. The rest (posts, personal requests, unknown query parameters) are rendered for
// the one visitor, with that response's nonce.
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { previewContext, type PreviewState } from '../../app/preview/preview-context';
import { cspNonceContext } from '../../app/security/csp-nonce';
import { sharedRenderContext } from '../../app/security/shared-render';
import { logger } from '../../app/logging/logger.server';
import { createStreamedHandler, type StreamedRequestOptions } from '../request-body/streamed-requests';
import { scriptSourcesOf } from '../security/headers';
import { shareablePage } from '../security/script-hashes';
import { type CachedResponse, sendCached, storedHeaders } from './cached-response';
import { compileBody } from './compiled-body';
import { PageCache, type RenderOutcome, type Served } from './page-cache';
import { createRenderGate, type RenderGate } from './render-gate';
import { cacheDecision, isPageRequest } from './request-key';
import { sendWhole } from './whole-response';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express types its locals here.
  namespace Express {
    interface Locals {
      /** Set when the page cache wrote an already-compressed body (compression() skips it). */
      pageCacheEncoded?: boolean;
    }
  }
}

/** Seconds a CDN may keep serving a page while it fetches a new copy, or while we fail. */
export const STALE_WHILE_REVALIDATE_S = 300;
export const STALE_IF_ERROR_S = 86_400;
/** A background render that takes longer than this is given up (the old page stays). */
const RENDER_TIMEOUT_MS = 30_000;
const CACHEABLE_TYPES = /^(?:text\/html|text\/x-script)\b/i;
const CACHEABLE_STATUSES = new Set([200, 404]);

/**
 * The app's server build: loaded once (production), or asked for on every request (development,
 * where Vite compiles it and hands out a new one after each edit).
 */
export type ServerBuildSource = StreamedRequestOptions['build'];

export interface PageHandlerOptions {
  build: ServerBuildSource;
  mode: string;
  /** Off: every page is rendered per request (PAGE_CACHE=0). */
  cacheEnabled: boolean;
  ttlS: number;
  maxBytes: number;
  /** A page out of date after a publish is waited for this long before the old one is served. */
  foregroundDeadlineMs: number;
  countryHeader: string;
  /** Renders at once (RENDER_CONCURRENCY); more wait their turn. */
  renderConcurrency: number;
}

export interface PageHandler {
  handle: RequestHandler;
  cache: PageCache<CachedResponse> | undefined;
}

export function cacheControlFor(ttlS: number): string {
  return `public, max-age=0, s-maxage=${ttlS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}, stale-if-error=${STALE_IF_ERROR_S}`;
}
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

type Render = ReturnType<typeof createRequestHandler>;

// Both contexts are registered under global keys (app/security), so the build's copy of each module
// and the server's hand out the same objects, which React Router looks values up by.
function loadContext(nonce: string, shared: boolean, preview?: PreviewState): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, nonce);
  context.set(sharedRenderContext, shared);
  // An editor's preview (server/preview): never shared, so never one for every visitor.
  context.set(previewContext, shared ? null : (preview ?? null));
  return context;
}

/**
 * The current build's renderer, made once per build: a fixed build's at once; a build asked for per
 * request only when it is a new one (after an edit), so that unchanged builds are not derived again.
 */
function renderersOf(source: ServerBuildSource, mode: string): () => Promise<Render> {
  if (typeof source !== 'function') {
    const fixed = Promise.resolve(createRequestHandler(source, mode));
    return () => fixed;
  }
  const made = new WeakMap<ServerBuild, Render>();
  return async () => {
    const build = await source();
    let render = made.get(build);
    if (!render) {
      render = createRequestHandler(build, mode);
      made.set(build, render);
    }
    return render;
  };
}

/** The URL React Router sees, built as @react-router/express builds it. */
function requestUrl(request: ExpressRequest): URL {
  const forwarded = request.app.enabled('trust proxy') ? request.get('X-Forwarded-Host') : undefined;
  const port = Number.parseInt((forwarded ?? request.get('host') ?? '').split(':')[1] ?? '', 10);
  const hostname = request.hostname.split(/[\\/?#@]/)[0] || 'localhost';
  return new URL(
    `${request.protocol}://${hostname}${Number.isSafeInteger(port) ? `:${port}` : ''}${request.originalUrl}`,
  );
}

function webRequest(request: ExpressRequest, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  // HEAD is answered from the GET rendering; a render is not tied to one visitor's connection.
  return new Request(url, { method: 'GET', headers, signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) });
}

function isPersonal(headers: Headers): boolean {
  return headers.has('set-cookie') || /\b(?:private|no-store)\b/i.test(headers.get('cache-control') ?? '');
}

/**
 * A rendered answer as every visitor gets it: an HTML page with its scripts made to run under a
 * policy of hashes (server/security/script-hashes.ts) and those hashes as CSP sources; any other
 * answer as it is.
 */
async function shareableAnswer(response: Response): Promise<{ body: Buffer; scriptSources: string }> {
  const rendered = Buffer.from(await response.arrayBuffer());
  if (!/^text\/html\b/i.test(response.headers.get('content-type') ?? '')) {
    return { body: rendered, scriptSources: '' };
  }
  const page = shareablePage(rendered.toString('utf8'));
  return { body: Buffer.from(page.html), scriptSources: scriptSourcesOf(page.scriptHashes) };
}

async function outcomeOf(response: Response): Promise<RenderOutcome<CachedResponse>> {
  const { body, scriptSources } = await shareableAnswer(response);
  const { status, headers } = response;
  const cacheable =
    CACHEABLE_STATUSES.has(status) &&
    CACHEABLE_TYPES.test(headers.get('content-type') ?? '') &&
    !isPersonal(headers);
  if (cacheable) {
    const compiled = await compileBody(body);
    const page = { status, headers: storedHeaders(headers), body: compiled, scriptSources };
    return { kind: 'page', page, bytes: compiled.bytes };
  }
  const answer: CachedResponse = {
    status,
    headers: [...headers].filter(([name]) => !/^(?:content-length|content-encoding)$/i.test(name)),
    body,
    scriptSources,
  };
  if (status >= 500) return { kind: 'failure', response: answer };
  return { kind: 'uncacheable', response: answer, shareable: !isPersonal(headers) };
}

export function createPageHandler(options: PageHandlerOptions): PageHandler {
  const currentRender = renderersOf(options.build, options.mode);
  const gate = createRenderGate(options.renderConcurrency);
  // Posts, the intakes and the admin: the request body streamed in, bounded, and the answer out.
  const streamed = gated(
    gate,
    createStreamedHandler({
      build: options.build,
      mode: options.mode,
      url: requestUrl,
      loadContext: (_request, response) =>
        Promise.resolve(loadContext(response.locals.cspNonce, false, response.locals.preview)),
    }),
  );
  // Pages for one visitor: rendered whole, then compressed in one pass (whole-response.ts).
  const whole = gated(gate, async (request, response, next) => {
    try {
      const render = await currentRender();
      const answer = await render(
        webRequest(request, requestUrl(request)),
        loadContext(response.locals.cspNonce, false, response.locals.preview),
      );
      await sendWhole(request, response, answer);
    } catch (error) {
      next(error);
    }
  });
  const perVisitor: RequestHandler = (request, response, next) =>
    isPageRequest(request.method, request.path)
      ? whole(request, response, next)
      : streamed(request, response, next);
  if (!options.cacheEnabled) return { handle: perVisitor, cache: undefined };

  const cache = new PageCache<CachedResponse>({
    ttlMs: options.ttlS * 1000,
    maxBytes: options.maxBytes,
    foregroundDeadlineMs: options.foregroundDeadlineMs,
    maxStaleMs: STALE_IF_ERROR_S * 1000,
    // A content service that comes back is noticed within this long.
    retryMaxMs: 10_000,
    onError: (key, error) => logger.error(`Page render failed (${key.split('\n')[1] ?? ''}):`, error),
  });

  const handle: RequestHandler = async (request, response, next) => {
    const url = requestUrl(request);
    const decision = cacheDecision({
      method: request.method,
      origin: url.origin,
      pathname: url.pathname,
      search: url.searchParams,
      header: (name) => request.get(name),
      countryHeader: options.countryHeader,
    });
    response.setHeader('X-Cache', 'BYPASS');
    // A preview shows drafts to one editor: never stored, never answered from the cache.
    if (response.locals.preview) {
      await perVisitor(request, response, next);
      return;
    }
    if (!decision.cacheable) {
      if (decision.personal) response.setHeader('Cache-Control', PERSONAL_CACHE_CONTROL);
      await perVisitor(request, response, next);
      return;
    }
    try {
      const render = await currentRender();
      const served = await cache.serve(decision.key, () =>
        gate.run(async () => outcomeOf(await render(webRequest(request, url), loadContext('', true)))),
      );
      send(request, response, served, decision.shared);
    } catch (error) {
      next(error);
    }
  };

  function send(
    request: ExpressRequest,
    response: ExpressResponse,
    { page, state, stored }: Served<CachedResponse>,
    shared: boolean,
  ): void {
    let cacheControl: string | undefined;
    if (stored && shared) {
      cacheControl = cacheControlFor(options.ttlS);
      // Every page shows the visitor's country (prices, the signup form's legal links): a shared
      // cache keeps one copy per country. Nothing else about the visitor changes the bytes.
      response.vary(options.countryHeader);
    } else if (stored) {
      // A customer's page (their cookies change it): kept here, never by a shared cache, which
      // must also not answer them with the prospect's copy (docs/page-cache-and-security.md).
      cacheControl = PERSONAL_CACHE_CONTROL;
    } else if (page.status >= 500) cacheControl = 'no-store';
    sendCached(request, response, page, { xCache: state, cacheControl });
  }

  return { handle, cache };
}

/**
 * A streaming render holds its slot until the response has been written or the visitor has left;
 * a visitor who left while waiting in line is not rendered for at all.
 */
export function gated(gate: RenderGate, handler: RequestHandler): RequestHandler {
  return (request, response, next) => {
    // Intakes and admin answers render no page: they must not wait behind slow page renders.
    if (UNGATED_PATHS.test(request.path)) return handler(request, response, next);
    return gate.run(
      () =>
        new Promise<void>((resolve) => {
          if (response.closed || response.writableFinished) {
            resolve();
            return;
          }
          response.once('finish', resolve);
          response.once('close', resolve);
          Promise.resolve(handler(request, response, next)).catch((error: unknown) => {
            resolve();
            next(error);
          });
        }),
    );
  };
}

const UNGATED_PATHS = /^\/(?:api|admin)\//i;
