// Checks on the request itself, before any handler runs: that a write comes from the editor's own
// page (cross-site request forgery), and that a change names the version it was made to.
import type { IncomingHttpHeaders } from 'node:http';
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

/**
 * A write must carry an Origin equal to the service's own (scheme and Host header). Browsers send
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
