// The origin that absolute URLs (sitemaps, canonical and hreflang links, JSON-LD) are built from:
// the configured SITE_URL, which a production site cannot start without (config requireSiteUrl),
// so no Host or X-Forwarded-Host header ever writes its host into a page a cache shares. The
// request's own origin stands in only in development and tests.
import { config } from '../../config/index';

export function siteOrigin(request: Request): string {
  return config().site.url ?? new URL(request.url).origin;
}
