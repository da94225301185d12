// Guards every state-changing request passes before any route sees it, so that a form, collector
// or consent endpoint is covered even if its own action forgets: a cross-site POST (PUT, PATCH,
// DELETE) is refused with 403, and a flood of them from one address gets 429 with Retry-After.
// The routes keep their own, finer limits; these are the coarse defence in depth behind them.
// The signed publish webhook skips the origin check (its caller is a server) but has a rate limit of
// its own, so that unsigned floods are turned away before its route runs.
import type { Request as ExpressRequest, RequestHandler } from 'express';
import { RateLimiter, type Limiter, type RateLimitRule } from '../../app/security/rate-limit.server';
import { checkSameOrigin } from '../../app/security/same-origin.server';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Server-to-server endpoints that authenticate with their own secret instead of a visitor's
 * origin: the content service's publish webhook is HMAC-signed (app/routes/api.content-published).
 */
export const SIGNED_WEBHOOK_PATHS = new Set(['/api/content-published']);

/**
 * The window of the limit POST_LIMIT_PER_MINUTE sets; by default 300 a minute, 5 a second: far
 * above what a visitor's forms, consent choices and analytics beacons send (the routes' own limits
 * are much lower), and above what many visitors behind one office address send together, yet a
 * flood stops within its first seconds.
 */
export const POST_LIMIT_WINDOW_MS = 60_000;

function guarded(request: ExpressRequest): boolean {
  return STATE_CHANGING.has(request.method) && !SIGNED_WEBHOOK_PATHS.has(request.path);
}

/** A call to a signed webhook: limited by its own rule (limitSignedWebhooks), not the visitors'. */
export function isSignedWebhookCall(request: ExpressRequest): boolean {
  return STATE_CHANGING.has(request.method) && SIGNED_WEBHOOK_PATHS.has(request.path);
}

/**
 * The visitor's address as the trusted proxies tell it (Express `trust proxy`, set from
 * TRUST_PROXY: only those proxies may set X-Forwarded-For). Route actions see only the Fetch Request, whose
 * `clientAddress(request)` reads X-Forwarded-For; so that header is replaced with the address
 * Express trusts, and a visitor cannot pick their own rate-limit key by sending one.
 */
export const trustedClientAddress: RequestHandler = (request, _response, next) => {
  request.headers['x-forwarded-for'] = request.ip ?? request.socket.remoteAddress ?? 'unknown';
  next();
};

/**
 * The origins a page of this site is served from, besides the request's own (which a trusted
 * proxy's X-Forwarded-Proto and -Host describe: Express's request.protocol and .host).
 */
export function siteOriginsFor(siteUrl: string | undefined) {
  const origins = siteUrl ? [new URL(siteUrl).origin] : [];
  return (): string[] => origins;
}

/** Only what checkSameOrigin reads: method, URL (for the request's own origin), Origin, Referer. */
function fetchRequestFor(request: ExpressRequest): Request {
  const headers = new Headers();
  const { origin, referer } = request.headers;
  if (typeof origin === 'string') headers.set('origin', origin);
  if (typeof referer === 'string') headers.set('referer', referer);
  return new Request(`${request.protocol}://${request.host}${request.originalUrl}`, {
    method: request.method,
    headers,
  });
}

export function refuseCrossSite(siteOrigins: () => string[]): RequestHandler {
  return (request, response, next) => {
    if (!guarded(request)) return next();
    let allowed: boolean;
    try {
      allowed = checkSameOrigin(fetchRequestFor(request), siteOrigins()).ok;
    } catch {
      // A header that cannot even be read as an origin is not one of ours.
      allowed = false;
    }
    if (allowed) return next();
    response
      .status(403)
      .set('Cache-Control', 'no-store')
      .type('text/plain')
      .send('This request came from another site and was refused.');
  };
}

export function limitStateChanges(
  rule: RateLimitRule,
  limiter: Limiter = new RateLimiter(rule),
  appliesTo: (request: ExpressRequest) => boolean = guarded,
): RequestHandler {
  // The IETF RateLimit-Policy header: lets a client (and the e2e test) see the rule it met.
  const policy = `${rule.limit};w=${Math.ceil(rule.windowMs / 1_000)}`;
  return (request, response, next) => {
    if (!appliesTo(request)) return next();
    // A shared limit is counted in the database (app/rate-limits.server.ts), so the verdict may be a promise.
    void Promise.resolve(limiter.take(request.ip ?? 'unknown')).then((verdict) => {
      if (verdict.ok) return next();
      response
        .status(429)
        .set('Retry-After', String(verdict.retryAfterSeconds))
        .set('RateLimit-Policy', policy)
        .set('Cache-Control', 'no-store')
        .type('text/plain')
        .send('Too many requests. Please wait a moment and try again.');
    }, next);
  };
}

/** The same limiter and answer, for the signed webhooks only (CONTENT_WEBHOOK_POSTS_PER_MINUTE). */
export function limitSignedWebhooks(
  rule: RateLimitRule,
  limiter: Limiter = new RateLimiter(rule),
): RequestHandler {
  return limitStateChanges(rule, limiter, isSignedWebhookCall);
}
