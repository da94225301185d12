// The security headers every response carries, the CSP with a nonce made for this response.
// It runs first, so that errors, 400s, 403s and 429s get the headers too, and so that the page
// cache and the renderer find `response.locals.cspNonce` already set.
import type { RequestHandler } from 'express';
import { contentSecurityPolicy, createNonce, NONCE_PLACEHOLDER, type DeploymentCspOptions } from './csp';

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

/** Headers that do not change between responses served the same way (over TLS or not). */
export function staticSecurityHeaders(overTls: boolean): [string, string][] {
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // frame-ancestors in the CSP does this for current browsers; this header for older ones.
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
  // Over plain HTTP HSTS means nothing (browsers ignore it) and would only mislead a reader.
  if (overTls) headers.push(['Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`]);
  return headers;
}

/** What is sent over one kind of connection: the fixed headers and the policy cut at its nonce. */
function headersFor(overTls: boolean, options: DeploymentCspOptions) {
  const policy = contentSecurityPolicy(NONCE_PLACEHOLDER, { ...options, upgradeInsecureRequests: overTls });
  const [beforeNonce = '', afterNonce = ''] = policy.split(NONCE_PLACEHOLDER);
  return { fixed: staticSecurityHeaders(overTls), beforeNonce, afterNonce };
}

/**
 * Over TLS (the connection's own, or X-Forwarded-Proto: https from a trusted proxy, which Express
 * reads as request.secure) the response also gets HSTS and upgrade-insecure-requests.
 */
export function securityHeaders(options: DeploymentCspOptions): RequestHandler {
  // The policy is the same for every response but for the nonce: built once per kind of connection.
  const plain = headersFor(false, options);
  const tls = headersFor(true, options);
  return (request, response, next) => {
    const { fixed, beforeNonce, afterNonce } = request.secure ? tls : plain;
    const nonce = createNonce();
    response.locals.cspNonce = nonce;
    for (const [name, value] of fixed) response.setHeader(name, value);
    response.setHeader('Content-Security-Policy', `${beforeNonce}${nonce}${afterNonce}`);
    next();
  };
}
