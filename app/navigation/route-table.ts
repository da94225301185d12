// The route table of requirements §2, as data. The navigation pipeline matches a URL against it to know the
// route kind and validate it, and the one page route (app/routes/page.tsx) shows the row's view.
// React Router itself sees a single splat route for pages: ranking and matching 64 routes (16 rows
// under four prefixes) on every render cost more than the render of a small page's links.
import { matchPath } from 'react-router';
import { ROUTE_PREFIXES, type RoutePrefix } from '../regions/region';

export type RouteKind =
  | 'home'
  | 'content-page'
  | 'blog-list'
  | 'blog-list-page'
  | 'blog-post'
  | 'glossary'
  | 'training'
  | 'training-item'
  | 'lesson'
  | 'live-training'
  | 'customers'
  | 'customer-story'
  | 'insight'
  | 'compliance-hub'
  | 'compliance-hub-item'
  | 'not-found';

export type RouteParams = Readonly<Record<string, string | undefined>>;

/** A story (app/pages/story-page.server.ts), a list (collection-page.server.ts) or the 404 page. */
export type PageView = 'story' | 'collection' | 'not-found';

export interface SiteRoute {
  kind: RouteKind;
  /** Pattern below the region prefix, in React Router syntax. */
  path: string;
  /** What the page route shows for the row. */
  view: PageView;
  /** The route's validation step (§2): false means a fatal 'Page Not Found: {path}'. */
  validate?: (params: RouteParams) => boolean;
}

/** Content slugs: lowercase words joined by hyphens or underscores. */
const SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
/** A list page number: 1 or more, no leading zero, sane length. */
const PAGE_NUMBER = /^[1-9]\d{0,5}$/;

const slugParam =
  (name: string) =>
  (params: RouteParams): boolean =>
    SLUG.test(params[name] ?? '') && (params[name]?.length ?? 0) <= 120;

/** Static paths first: the first row that matches a path is its route (React Router's ranking). */
export const SITE_ROUTES: readonly SiteRoute[] = [
  { kind: 'home', path: '', view: 'story' },
  { kind: 'blog-list', path: 'blog', view: 'collection' },
  {
    kind: 'blog-list-page',
    path: 'blog/page/:num',
    view: 'collection',
    validate: (params) => PAGE_NUMBER.test(params.num ?? ''),
  },
  { kind: 'blog-post', path: 'blog/:slug', view: 'story', validate: slugParam('slug') },
  { kind: 'glossary', path: 'glossary', view: 'collection' },
  { kind: 'training', path: 'training', view: 'collection' },
  { kind: 'lesson', path: 'training/lessons/:slug', view: 'story', validate: slugParam('slug') },
  {
    kind: 'live-training',
    path: 'training/live-training/:slug',
    view: 'story',
    validate: slugParam('slug'),
  },
  { kind: 'training-item', path: 'training/:slug', view: 'story', validate: slugParam('slug') },
  { kind: 'customers', path: 'customers', view: 'collection' },
  {
    kind: 'customer-story',
    path: 'customers/:customer',
    view: 'story',
    validate: slugParam('customer'),
  },
  { kind: 'insight', path: 'insights/:slug', view: 'story', validate: slugParam('slug') },
  { kind: 'compliance-hub', path: 'compliance-hub', view: 'collection' },
  {
    kind: 'compliance-hub-item',
    path: 'compliance-hub/:slug',
    view: 'story',
    validate: slugParam('slug'),
  },
  { kind: 'content-page', path: ':slug', view: 'story', validate: slugParam('slug') },
  { kind: 'not-found', path: '*', view: 'not-found' },
];

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
