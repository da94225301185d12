// Requests whose shape the site cannot serve are refused with a 4xx before any layer reads them.
// React Router's Express adapter, the page cache and the same-origin check each build a URL from
// protocol, host and target, and a Fetch `Request` with the method: `new URL` throws on a port above
// 65535, an IPv4 literal like 1.2.3.999, a target that is not a path (`*`, an absolute URL) or a
// forwarded protocol like "h t/tp", and `new Request` throws on TRACE. Thrown that deep, each was a
// 500 for what is the client's mistake; here they are a 400 or a 405, with a plain-text body.
import type { Server } from 'node:http';
import { isIP, isIPv6 } from 'node:net';
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';

/**
 * The methods the site serves: pages and files are read with GET and HEAD, forms, consent choices,
 * beacons and webhooks are sent with POST. No route handles another method.
 *
 * OPTIONS is refused with 405 like the rest rather than answered 204: the site answers no
 * cross-origin request, so a CORS preflight must fail, and a 405 fails it plainly instead of relying
 * on the absence of Access-Control-* headers; it is also what React Router answered OPTIONS on a path
 * before, so no client sees a new status; and the 405 carries Allow, so a client asking what it may
 * send learns it all the same.
 */
export const ALLOWED_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST']);
export const ALLOW = [...ALLOWED_METHODS].join(', ');

export const MAX_URL_LENGTH = 4096;

// A name or a bracketed IPv6 literal, with an optional port. Deliberately narrower than RFC 3986's
// reg-name: no percent-escapes, underscores or trailing dot, which no host of this site has.
const HOST = /^(?:([a-z0-9-]+(?:\.[a-z0-9-]+)*)|\[([0-9a-f:.]+)\])(?::(\d{1,5}))?$/i;
const FORWARDED_PROTOCOLS = new Set(['http', 'https']);

/** A Host (or X-Forwarded-Host) value a URL can be built from, with a port from 1 to 65535. */
export function isValidHost(value: string): boolean {
  const match = HOST.exec(value);
  if (!match) return false;
  const [, name, ipv6, port] = match;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return false;
  if (ipv6 !== undefined) return isIPv6(ipv6);
  // The URL parser reads a name ending in a number as IPv4 (1.2.3.999 fails) and wants valid
  // Punycode after "xn--": let it decide, as it will when React Router builds the page's URL.
  return URL.canParse(`http://${name}/`);
}

/** Whether Express would believe this connection's X-Forwarded-* headers (`trust proxy`). */
function fromTrustedProxy(request: ExpressRequest): boolean {
  // Express compiles the `trust proxy` setting into this function; request.ip, .protocol and .host
  // ask it the same question.
  const trust = request.app.get('trust proxy fn') as
    ((address: string | undefined, hop: number) => boolean) | undefined;
  return trust?.(request.socket.remoteAddress, 0) ?? false;
}

/** A forwarded header's comma-separated values, or none for an absent or empty header. */
function listed(value: string | undefined): string[] {
  return value ? value.split(',').map((item) => item.trim()) : [];
}

/** What is wrong with a forwarded header from a trusted proxy, if anything. */
function forwardedProblem(request: ExpressRequest): string | undefined {
  if (!listed(request.get('x-forwarded-host')).every(isValidHost)) {
    return 'X-Forwarded-Host is not a host name with a port from 1 to 65535';
  }
  if (!listed(request.get('x-forwarded-proto')).every((protocol) => FORWARDED_PROTOCOLS.has(protocol))) {
    return 'X-Forwarded-Proto is neither http nor https';
  }
  // The address the rate limits are keyed by (request-guards.ts): the proxy must name one.
  if (isIP(request.ip ?? '') === 0) return 'X-Forwarded-For does not name an address';
  return undefined;
}

function hostHeaderCount(request: ExpressRequest): number {
  let count = 0;
  for (let index = 0; index < request.rawHeaders.length; index += 2) {
    if (request.rawHeaders[index]?.toLowerCase() === 'host') count += 1;
  }
  return count;
}

/** Why the request cannot be served as sent (a 400's reason), if it cannot. */
function shapeProblem(request: ExpressRequest): string | undefined {
  // RFC 9112 §3.2: exactly one Host, and a valid one. Node keeps only the first of several.
  if (hostHeaderCount(request) !== 1 || !isValidHost(request.headers.host ?? '')) {
    return 'the Host header must be one host name with a port from 1 to 65535';
  }
  // Only the origin form (a path) is served. RFC 9112 §3.2.2 asks origin servers to accept an
  // absolute URL too, but no browser sends one to a site that is not its proxy, the page cache and
  // React Router take their URL from Host, and `*` (OPTIONS' asterisk form) names no page.
  if (!request.originalUrl.startsWith('/')) return 'the request target must be a path';
  if (request.originalUrl.length > MAX_URL_LENGTH) return 'the URL is too long';
  try {
    decodeURIComponent(request.path);
  } catch {
    return 'malformed URL encoding';
  }
  if (fromTrustedProxy(request)) {
    const problem = forwardedProblem(request);
    if (problem) return problem;
  } else {
    // React Router's adapter (and the page cache, which builds its URL the same way) take the port
    // from X-Forwarded-Host whenever `trust proxy` is set at all, not only for a trusted peer: a
    // header nobody trusts is removed, so that nothing can read it.
    delete request.headers['x-forwarded-host'];
    delete request.headers['x-forwarded-proto'];
  }
  // Whatever else the checks above missed: the URL every later layer builds must exist.
  if (!URL.canParse(`${request.protocol}://${request.host}${request.originalUrl}`)) {
    return 'no URL can be built from this request';
  }
  return undefined;
}

function refuse(response: ExpressResponse, status: number, message: string): void {
  // A refusal is about this request's shape, not about the resource: no cache may keep it.
  response.status(status).set('Cache-Control', 'no-store').type('text/plain').send(message);
}

export const saneRequest: RequestHandler = (request, response, next) => {
  if (!ALLOWED_METHODS.has(request.method)) {
    response.setHeader('Allow', ALLOW);
    refuse(response, 405, 'Method Not Allowed');
    return;
  }
  const problem = shapeProblem(request);
  if (problem) {
    refuse(response, 400, `Bad Request: ${problem}`);
    return;
  }
  next();
};

const CONNECT_REFUSAL = [
  'HTTP/1.1 405 Method Not Allowed',
  `Allow: ${ALLOW}`,
  'Content-Type: text/plain; charset=utf-8',
  'Content-Length: 18',
  'Cache-Control: no-store',
  'Connection: close',
  '',
  'Method Not Allowed',
].join('\r\n');

/**
 * CONNECT never reaches Express: Node hands the socket to the server's `connect` listeners and,
 * with none, closes it without a word. The site is no proxy, so it says so with a 405.
 */
export function refuseConnect(server: Server): void {
  server.on('connect', (_request, socket) => {
    // Node has taken its own error handler off the socket: a client that resets it must not
    // become an uncaught exception.
    socket.on('error', () => socket.destroy());
    socket.end(CONNECT_REFUSAL);
  });
}
