// The origin that absolute URLs (sitemaps, canonical and hreflang links, JSON-LD) are built from:
// the configured SITE_URL, else the request's own origin (server/app.ts has already refused a
// malformed Host header; set SITE_URL in production so a foreign Host never reaches a cached page).
import { config } from '../../config/index';

export function siteOrigin(request: Request): string {
  return config().site.url ?? new URL(request.url).origin;
}
