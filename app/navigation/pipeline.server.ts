// The navigation pipeline of requirements §4 "Navigation order": on every navigation, in this order,
// route validation, setting the region, loading local data, then route-rule redirects.
// It runs as root server middleware, so client-side navigations (which fetch their data from the
// server) pass through it exactly like first page loads.
import { redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { ADMIN_HEADERS, isAdminPath } from '../admin/admin-paths';
import { loadRouteRules } from '../content/settings.server';
import { errorPageResponse } from '../error-page/error-content.server';
import { loadLocalData } from '../local-data/local-data';
import { regionFromPath } from '../regions/region';
import { visitorFromRequest } from '../regions/visitor.server';
import { localDataContext, navigationContext, regionContext, visitorContext } from './context';
import { pageNotFoundMessage } from './errors';
import { PAGE_SPLAT } from './page-routes';
import { isValidRoute, matchSiteRoute } from './route-table';
import { findRedirect } from './route-rules';
import { keepAdToken } from './ad-token.server';
import { legalRedirect } from './legal-redirect';
import { handleUnhandledError, isIntended } from './unhandled.server';

export interface NavigationStepArgs {
  request: Request;
  url: URL;
  context: Readonly<RouterContextProvider>;
}
export type NavigationStep = (args: NavigationStepArgs) => void | Promise<void>;

export const UNKNOWN_MIDDLEWARE_MESSAGE = 'Unknown route middleware';

const steps: Record<string, NavigationStep> = {
  async validate({ url, context }) {
    // A country's legal page (the signup form links there) is its sales region's: legal-redirect.ts.
    const legal = legalRedirect(url.pathname);
    if (legal) throw redirect(`${legal}${url.search}`, 301);
    const match = matchSiteRoute(url.pathname);
    context.set(navigationContext, { url, match });
    if (!isValidRoute(match)) {
      throw await errorPageResponse({
        status: 404,
        message: pageNotFoundMessage(url.pathname),
        region: regionFromPath(url.pathname),
        fatal: true,
      });
    }
  },
  region({ request, url, context }) {
    const region = regionFromPath(url.pathname);
    context.set(regionContext, region);
    context.set(visitorContext, visitorFromRequest(request, region));
  },
  'local-data'({ context }) {
    context.set(localDataContext, loadLocalData(context.get(regionContext)));
  },
  async 'route-rules'({ url }) {
    const target = findRedirect(await loadRouteRules(), url);
    if (target) throw redirect(target.location, target.status);
  },
};

/** A named navigation step; names come from route definitions, so a typo must fail loudly. */
export function routeMiddleware(name: string): NavigationStep {
  const step = Object.hasOwn(steps, name) ? steps[name] : undefined;
  if (!step) throw new Error(UNKNOWN_MIDDLEWARE_MESSAGE);
  return step;
}

export const NAVIGATION_ORDER = ['validate', 'region', 'local-data', 'route-rules'] as const;

/**
 * The route patterns of pages (app/routes.ts): the home page (an index route, "/") and the splat.
 * Every other route is an endpoint or a file (the intakes, forms, webhook, sitemaps, the build
 * check, the admin): it runs without the pipeline, so it never waits on content for route rules.
 */
export function isPagePattern(pattern: string): boolean {
  return pattern === '/' || pattern === PAGE_SPLAT;
}

export function navigationMiddleware(
  names: readonly string[] = NAVIGATION_ORDER,
): MiddlewareFunction<Response> {
  const resolved = names.map(routeMiddleware);
  return async ({ request, context, pattern }, next) => {
    if (!isPagePattern(pattern)) return next();
    const url = new URL(request.url);
    // An admin address no admin route answers: a 404 of its own, never a content page.
    if (isAdminPath(url.pathname)) {
      return new Response('Not found', {
        status: 404,
        headers: { ...ADMIN_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
      });
    }
    try {
      for (const step of resolved) await step({ request, url, context });
    } catch (error) {
      if (isIntended(error)) throw error;
      return handleUnhandledError(error, request);
    }
    return keepAdToken(request, url, await next());
  };
}
