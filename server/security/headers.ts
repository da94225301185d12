// The security headers every response carries, the CSP with a nonce made for this response.
// It runs first, so that errors, 400s, 403s and 429s get the headers too, and so that the page
// cache and the renderer find `response.locals.cspNonce` already set. A page the cache shares with
// every visitor replaces that policy with one that allows its scripts by hash
// (`response.locals.sharedPagePolicy`, server/page-cache).
import type { RequestHandler } from 'express';
import { contentSecurityPolicy, createNonce, permitSources, type DeploymentCspOptions } from './csp';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express types its locals here.
  namespace Express {
    interface Locals {
      /** This response's CSP nonce (server/security/headers.ts). */
      cspNonce: string;
      /** The policy for a shared page, given its scripts' sources (`scriptSourcesOf`). */
      sharedPagePolicy: (scriptSources: string) => string;
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

// Any valid nonce: the policy is built once around it and cut there.
const MARKER_NONCE = 'ScriptSourcesGoHere000';

/** A shared page's script sources as they go into its policy (stored with the page). */
export function scriptSourcesOf(sha256: readonly string[]): string {
  return permitSources({ sha256 }).join(' ');
}

/** What is sent over one kind of connection: the fixed headers and the policy cut at its scripts. */
function headersFor(overTls: boolean, options: DeploymentCspOptions) {
  const policy = contentSecurityPolicy(
    { nonce: MARKER_NONCE },
    { ...options, upgradeInsecureRequests: overTls },
  );
  const [beforeScripts = '', afterScripts = ''] = policy.split(`'nonce-${MARKER_NONCE}' `);
  const sharedPagePolicy = (scriptSources: string) =>
    `${beforeScripts}${scriptSources ? `${scriptSources} ` : ''}${afterScripts}`;
  return { fixed: staticSecurityHeaders(overTls), beforeScripts, afterScripts, sharedPagePolicy };
}

/**
 * Over TLS (the connection's own, or X-Forwarded-Proto: https from a trusted proxy, which Express
 * reads as request.secure) the response also gets HSTS and upgrade-insecure-requests.
 */
export function securityHeaders(options: DeploymentCspOptions): RequestHandler {
  // The policy is the same for every response but for its scripts: built once per kind of connection.
  const plain = headersFor(false, options);
  const tls = headersFor(true, options);
  return (request, response, next) => {
    const { fixed, beforeScripts, afterScripts, sharedPagePolicy } = request.secure ? tls : plain;
    const nonce = createNonce();
    response.locals.cspNonce = nonce;
    response.locals.sharedPagePolicy = sharedPagePolicy;
    for (const [name, value] of fixed) response.setHeader(name, value);
    response.setHeader('Content-Security-Policy', `${beforeScripts}'nonce-${nonce}' ${afterScripts}`);
    next();
  };
}
