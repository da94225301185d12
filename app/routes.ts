// Every route of the spec §2 table, under every prefix: none (us), /us, /gb and /au.
import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { BUILD_RESOURCE_ROUTES } from './app-shell/build-routes';
import { ADMIN_MONITORING_ROUTES } from './admin/admin-paths';
import { ADMIN_RESOURCE_ROUTES } from './leads/admin-routes';
import { routeId, routePattern, SITE_ROUTES } from './navigation/route-table';
import { ROUTE_PREFIXES } from './regions/region';
import { SEO_RESOURCE_ROUTES } from './seo/resource-routes';

export default [
  route('api/content-published', 'routes/api.content-published.ts', { id: 'api.content-published' }),
  route('api/collect', 'routes/api.collect.ts', { id: 'api.collect' }),
  route('api/monitoring', 'routes/api.monitoring.ts', { id: 'api.monitoring' }),
  route('api/monitoring/logs', 'routes/api.monitoring-logs.ts', { id: 'api.monitoring-logs' }),
  route('api/monitoring/replay', 'routes/api.monitoring-replay.ts', { id: 'api.monitoring-replay' }),
  route('api/consent', 'routes/api.consent.ts', { id: 'api.consent' }),
  route('api/forms/:formId', 'routes/api.forms.ts', { id: 'api.forms' }),
  // Sitemaps and robots.txt: static paths, so they outrank the ':slug' content route.
  ...SEO_RESOURCE_ROUTES.map((seoRoute) => route(seoRoute.path, seoRoute.file, { id: seoRoute.id })),
  // The build check's files (§7), also static enough to outrank the content routes.
  ...BUILD_RESOURCE_ROUTES.map((buildRoute) =>
    route(buildRoute.path, buildRoute.file, { id: buildRoute.id }),
  ),
  // The token-protected leads list and CSV export.
  ...ADMIN_RESOURCE_ROUTES.map((adminRoute) =>
    route(adminRoute.path, adminRoute.file, { id: adminRoute.id }),
  ),
  // The token-protected monitoring viewer: pages with a plain layout (app/root.tsx).
  ...ADMIN_MONITORING_ROUTES.map((adminRoute) =>
    route(adminRoute.path, adminRoute.file, { id: adminRoute.id }),
  ),
  ...ROUTE_PREFIXES.flatMap((prefix) =>
    SITE_ROUTES.map((siteRoute) => {
      const id = routeId(prefix, siteRoute.kind);
      const pattern = routePattern(prefix, siteRoute.path);
      return pattern === '' ? index(siteRoute.file, { id }) : route(pattern, siteRoute.file, { id });
    }),
  ),
] satisfies RouteConfig;
