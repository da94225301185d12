// Cross-site request refusal for every state-changing request: a POST (or PUT, PATCH, DELETE) must
// come from a page of this site. Browsers send Origin on such requests; when a client sends
// neither Origin nor Referer it is not a browser acting for a visitor on another site, so it passes
// (server-to-server webhooks authenticate with their own secret instead).

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type OriginVerdict = { ok: true } | { ok: false; reason: string };

/**
 * Whether `request` may change state. `siteOrigins` are the origins pages are served from
 * (SITE_URL's, and the request's own Host); anything else, including `null`, is cross-site.
 */
export function checkSameOrigin(request: Request, siteOrigins: readonly string[] = []): OriginVerdict {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return { ok: true };
  const allowed = new Set(siteOrigins);
  allowed.add(new URL(request.url).origin);
  const origin = request.headers.get('origin');
  if (origin !== null) {
    return allowed.has(origin)
      ? { ok: true }
      : { ok: false, reason: `cross-site origin ${origin.slice(0, 100)}` };
  }
  const referer = request.headers.get('referer');
  if (referer !== null) {
    let refererOrigin: string;
    try {
      refererOrigin = new URL(referer).origin;
    } catch {
      return { ok: false, reason: 'malformed referer' };
    }
    return allowed.has(refererOrigin) ? { ok: true } : { ok: false, reason: 'cross-site referer' };
  }
  return { ok: true };
}

export function crossSiteRefused(): Response {
  return new Response('This request came from another site and was refused.', {
    status: 403,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
