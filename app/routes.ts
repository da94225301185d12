// The site's routes: the resource routes by path, then one route for every page of the requirements §2
// table under every prefix (none, /us, /gb, /au), which dispatches on app/navigation/route-table.ts.
import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { BUILD_RESOURCE_ROUTES } from './app-shell/build-routes';
import { ADMIN_MONITORING_ROUTES } from './admin/admin-paths';
import { ADMIN_RESOURCE_ROUTES } from './leads/admin-routes';
import { PAGE_SPLAT } from './navigation/page-routes';
import { SEO_RESOURCE_ROUTES } from './seo/resource-routes';

export default [
  route('api/content-published', 'routes/api.content-published.ts', { id: 'api.content-published' }),
  route('api/collect', 'routes/api.collect.ts', { id: 'api.collect' }),
  // Segment's HTTP Tracking API for server-side sources (/v1/batch, /v1/track, …).
  route('v1/:call', 'routes/tracking-api.ts', { id: 'tracking-api' }),
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
  // Pages: the home page, and a splat for every other path. Resource routes above outrank the
  // splat; the pipeline (app/navigation/pipeline.server.ts) decides which row of the table a path is.
  index('routes/page.tsx', { id: 'home-page' }),
  route(PAGE_SPLAT, 'routes/page.tsx', { id: 'page' }),
] satisfies RouteConfig;
