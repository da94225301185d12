// The route table of requirements §2, as data: every page kind, its path below the region prefix
// and its validation. Apart from the matching (route-table.ts), which needs React Router, so that
// the content service can read the table (the folders the site looks pages up in,
// content-service/editor/folders.ts) without loading React Router.
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
