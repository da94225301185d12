// Every route of the spec §2 table, under every prefix: none (us), /us, /gb and /au.
import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { BUILD_RESOURCE_ROUTES } from './app-shell/build-routes';
import { routeId, routePattern, SITE_ROUTES } from './navigation/route-table';
import { ROUTE_PREFIXES } from './regions/region';
import { SEO_RESOURCE_ROUTES } from './seo/resource-routes';

export default [
  route('api/content-published', 'routes/api.content-published.ts', { id: 'api.content-published' }),
  // Sitemaps and robots.txt: static paths, so they outrank the ':slug' content route.
  ...SEO_RESOURCE_ROUTES.map((seoRoute) => route(seoRoute.path, seoRoute.file, { id: seoRoute.id })),
  // The build check's files (§7), also static enough to outrank the content routes.
  ...BUILD_RESOURCE_ROUTES.map((buildRoute) =>
    route(buildRoute.path, buildRoute.file, { id: buildRoute.id }),
  ),
  ...ROUTE_PREFIXES.flatMap((prefix) =>
    SITE_ROUTES.map((siteRoute) => {
      const id = routeId(prefix, siteRoute.kind);
      const pattern = routePattern(prefix, siteRoute.path);
      return pattern === '' ? index(siteRoute.file, { id }) : route(pattern, siteRoute.file, { id });
    }),
  ),
] satisfies RouteConfig;
