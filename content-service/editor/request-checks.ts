// Checks on the request itself, before any handler runs: that it was sent to one of the service's
// own names (DNS rebinding), that a write comes from the editor's own page (cross-site request
// forgery), and that a change names the version it was made to.
import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';
import { HttpError } from '../errors';

export const CROSS_SITE = 'Refused: this change must come from the editor page itself.';
export const IF_MATCH_REQUIRED =
  "If-Match is required: send the ETag the story was read with, so that no one else's change is overwritten.";

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isWrite(method: string): boolean {
  return WRITE_METHODS.has(method);
}

function first(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
}

/** A Host header: a name or IPv4 address, or an IPv6 address in brackets, and maybe a port. */
const HOST_HEADER = /^(?:\[([0-9a-f:.]+)\]|([a-z0-9.-]+))(?::\d{1,5})?$/;

/**
 * The Host a request was sent to must be one of the service's own: an IP address, `localhost`,
 * or the host of its public address (CONTENT_SERVICE_PUBLIC_URL), else 421. A page at a name its
 * owner points at this machine (DNS rebinding: `evil.example` resolving to 127.0.0.1) talks to the
 * service as its own origin, so its Origin and Host agree and the origin check alone would let it
 * sign in with a well-known local token. Its Host is its own name, though, and that is refused. An
 * IP address cannot be rebound, and only this machine serves `localhost`, so their ports are not
 * checked (a proxy may forward from another).
 */
export function requireOwnHost(headers: IncomingHttpHeaders, publicHost: string | undefined): void {
  const host = headers.host?.toLowerCase() ?? '';
  const parts = HOST_HEADER.exec(host);
  const name = parts?.[1] ?? parts?.[2];
  const own =
    name !== undefined &&
    (isIP(name) !== 0 || name === 'localhost' || (publicHost !== undefined && host === publicHost));
  if (!own) {
    throw new HttpError(
      421,
      `This content service does not answer for the host ${JSON.stringify(host)}: open the editor at ` +
        "an IP address of the service, at localhost, or at CONTENT_SERVICE_PUBLIC_URL's host.",
    );
  }
}

/** The Host header a browser sends for the service's public address (no default port). */
export function publicHostOf(publicUrl: string | undefined): string | undefined {
  return publicUrl === undefined ? undefined : new URL(publicUrl).host.toLowerCase();
}

/**
 * A write must carry an Origin equal to the service's own (scheme and Host header, which
 * requireOwnHost has checked to be one of its own names). Browsers send
 * Origin with every POST, PUT and DELETE, and a page cannot set it; the session cookie is
 * SameSite=Strict, but "site" ignores ports, so the public site on :3000 is same-site with the
 * service on :3100: only the origin tells them apart. A request without Origin is refused too (a
 * script outside a browser can send the header).
 */
export function requireSameOrigin(headers: IncomingHttpHeaders): void {
  const origin = headers.origin?.toLowerCase();
  const host = headers.host?.toLowerCase();
  const scheme = first(headers['x-forwarded-proto'])?.toLowerCase() === 'https' ? 'https' : 'http';
  if (!origin || !host || origin !== `${scheme}://${host}`) throw new HttpError(403, CROSS_SITE);
}

/** The If-Match header, or a 428 when there is none. */
export function requireIfMatch(headers: IncomingHttpHeaders): string {
  const value = headers['if-match']?.trim();
  if (!value) throw new HttpError(428, IF_MATCH_REQUIRED);
  return value;
}

/** If-Match compares strongly (RFC 9110 §13.1.1): a weak tag never matches; `*` matches any. */
export function ifMatchAllows(header: string, etag: string): boolean {
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag;
  });
}
