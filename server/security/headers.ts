// The security headers every response carries, the CSP with a nonce made for this response.
// It runs first, so that errors, 400s, 403s and 429s get the headers too, and so that the page
// cache and the renderer find `response.locals.cspNonce` already set.
import type { RequestHandler } from 'express';
import { contentSecurityPolicy, createNonce, NONCE_PLACEHOLDER, type CspOptions } from './csp';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express types its locals here.
  namespace Express {
    interface Locals {
      /** This response's CSP nonce (server/security/headers.ts). */
      cspNonce: string;
    }
  }
}

/** Two years: the value browsers' HSTS preload lists ask for. */
export const HSTS_MAX_AGE_S = 63_072_000;

export interface SecurityHeaderOptions extends CspOptions {
  /** Served over TLS (config().server.trustTls): HSTS is sent only then, never over plain HTTP. */
  readonly trustTls: boolean;
}

/** Headers that do not change between responses. */
export function staticSecurityHeaders(trustTls: boolean): [string, string][] {
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // frame-ancestors in the CSP does this for current browsers; this header for older ones.
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
  if (trustTls) headers.push(['Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`]);
  return headers;
}

export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  const fixed = staticSecurityHeaders(options.trustTls);
  // The policy is the same for every response but for the nonce: build it once, around a marker.
  const [beforeNonce = '', afterNonce = ''] = contentSecurityPolicy(NONCE_PLACEHOLDER, options).split(
    NONCE_PLACEHOLDER,
  );
  return (_request, response, next) => {
    const nonce = createNonce();
    response.locals.cspNonce = nonce;
    for (const [name, value] of fixed) response.setHeader(name, value);
    response.setHeader('Content-Security-Policy', `${beforeNonce}${nonce}${afterNonce}`);
    next();
  };
}
