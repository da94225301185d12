// The route table of spec §2, as data. app/routes.ts turns it into React Router routes under every
// prefix; the navigation pipeline matches a URL against it to know the route kind and validate it.
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

export interface SiteRoute {
  kind: RouteKind;
  /** Pattern below the region prefix, in React Router syntax. */
  path: string;
  /** Route module, relative to app/. */
  file: string;
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

const STORY = 'routes/story-page.tsx';
const COLLECTION = 'routes/collection-page.tsx';

/** Static paths first, so that matching here agrees with React Router's ranking. */
export const SITE_ROUTES: readonly SiteRoute[] = [
  { kind: 'home', path: '', file: STORY },
  { kind: 'blog-list', path: 'blog', file: COLLECTION },
  {
    kind: 'blog-list-page',
    path: 'blog/page/:num',
    file: COLLECTION,
    validate: (params) => PAGE_NUMBER.test(params.num ?? ''),
  },
  { kind: 'blog-post', path: 'blog/:slug', file: STORY, validate: slugParam('slug') },
  { kind: 'glossary', path: 'glossary', file: COLLECTION },
  { kind: 'training', path: 'training', file: COLLECTION },
  { kind: 'lesson', path: 'training/lessons/:slug', file: STORY, validate: slugParam('slug') },
  {
    kind: 'live-training',
    path: 'training/live-training/:slug',
    file: STORY,
    validate: slugParam('slug'),
  },
  { kind: 'training-item', path: 'training/:slug', file: STORY, validate: slugParam('slug') },
  { kind: 'customers', path: 'customers', file: COLLECTION },
  {
    kind: 'customer-story',
    path: 'customers/:customer',
    file: STORY,
    validate: slugParam('customer'),
  },
  { kind: 'insight', path: 'insights/:slug', file: STORY, validate: slugParam('slug') },
  { kind: 'compliance-hub', path: 'compliance-hub', file: COLLECTION },
  {
    kind: 'compliance-hub-item',
    path: 'compliance-hub/:slug',
    file: STORY,
    validate: slugParam('slug'),
  },
  { kind: 'content-page', path: ':slug', file: STORY, validate: slugParam('slug') },
  { kind: 'not-found', path: '*', file: 'routes/not-found.tsx' },
];

export function routePattern(prefix: RoutePrefix, path: string): string {
  return [prefix, path].filter(Boolean).join('/');
}

export function routeId(prefix: RoutePrefix, kind: RouteKind): string {
  return `${prefix || 'default'}.${kind}`;
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
