// The route table of requirements §2 (its rows are in site-routes.ts). The navigation pipeline
// matches a URL against it to know the route kind and validate it, and the one page route
// (app/routes/page.tsx) shows the row's view.
// React Router itself sees a single splat route for pages: ranking and matching 64 routes (16 rows
// under four prefixes) on every render cost more than the render of a small page's links.
import { matchPath } from 'react-router';
import { ROUTE_PREFIXES, type RoutePrefix } from '../regions/region';
import { type RouteParams, SITE_ROUTES, type SiteRoute } from './site-routes';

export { type PageView, type RouteKind, type RouteParams, SITE_ROUTES, type SiteRoute } from './site-routes';

function routePattern(prefix: RoutePrefix, path: string): string {
  return [prefix, path].filter(Boolean).join('/');
}

export interface SiteRouteMatch {
  route: SiteRoute;
  prefix: RoutePrefix;
  params: RouteParams;
}

function prefixOf(pathname: string): RoutePrefix {
  const first = pathname.split('/')[1] ?? '';
  return (ROUTE_PREFIXES as readonly string[]).includes(first) ? (first as RoutePrefix) : '';
}

/** Which row of the table a path is, and its params; the splat row when nothing else matches. */
export function matchSiteRoute(pathname: string): SiteRouteMatch {
  const prefix = prefixOf(pathname);
  for (const route of SITE_ROUTES) {
    const pattern = `/${routePattern(prefix, route.path)}`;
    const match = matchPath({ path: pattern, end: true, caseSensitive: false }, pathname);
    if (match) return { route, prefix, params: match.params };
  }
  // Unreachable while the table ends with a splat row, but a typed fallback beats a throw.
  const notFound = SITE_ROUTES[SITE_ROUTES.length - 1] as SiteRoute;
  return { route: notFound, prefix, params: {} };
}

export function isValidRoute(match: SiteRouteMatch): boolean {
  return match.route.validate ? match.route.validate(match.params) : true;
}
