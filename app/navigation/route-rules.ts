// Route rules (requirements §2, §4): redirects edited in content like any story (settings/redirects).
// Internal targets stay on the site with 301/302; only these content-defined rules may send a
// visitor to another site, so nothing a visitor types can become an open redirect. The server
// parses the content's rules and the browser its build's copy (app-shell/build-check.ts) with the
// same function, written by hand because the browser never loads zod.

export const ROUTE_RULES_SLUG = 'settings/redirects';

export const REDIRECT_STATUSES = [301, 302, 307, 308] as const;

export interface RouteRule {
  from: string;
  to: string;
  status: (typeof REDIRECT_STATUSES)[number];
  external: boolean;
}

const INTERNAL_PATH = /^\/(?!\/)[^\s\\]*$/;

const isInternalPath = (value: unknown): value is string =>
  typeof value === 'string' && INTERNAL_PATH.test(value);

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A rule in the content's shape, or what is wrong with it. */
function parseRule(entry: unknown): Omit<RouteRule, 'external'> | string {
  const { from, to, status } = (entry !== null && typeof entry === 'object' ? entry : {}) as Record<
    string,
    unknown
  >;
  const problems: string[] = [];
  if (!isInternalPath(from)) problems.push('from: must be a site path starting with a single /');
  if (!isInternalPath(to) && !(typeof to === 'string' && isWebUrl(to))) {
    problems.push('to: must be a site path starting with a single / or an http(s) URL');
  }
  // Content may send the status as text ('301').
  const code = typeof status === 'string' || typeof status === 'number' ? Number(status) : NaN;
  const known = REDIRECT_STATUSES.find((allowed) => allowed === code);
  if (known === undefined) problems.push(`status: must be one of ${REDIRECT_STATUSES.join(', ')}`);
  if (problems.length > 0 || known === undefined) return problems.join('; ');
  return { from: from as string, to: to as string, status: known };
}

export interface RouteRuleProblem {
  index: number;
  message: string;
}

/** Valid rules, and what is wrong with the others (logged by the caller, never fatal). */
export function parseRouteRules(raw: unknown): { rules: RouteRule[]; problems: RouteRuleProblem[] } {
  const list = Array.isArray(raw) ? raw : [];
  const rules: RouteRule[] = [];
  const problems: RouteRuleProblem[] = [];
  list.forEach((entry, index) => {
    const parsed = parseRule(entry);
    if (typeof parsed === 'string') {
      problems.push({ index, message: parsed });
      return;
    }
    const external = !parsed.to.startsWith('/');
    if (!external && normaliseRulePath(parsed.to) === normaliseRulePath(parsed.from)) {
      problems.push({ index, message: 'redirects to itself' });
      return;
    }
    rules.push({ ...parsed, external });
  });
  return { rules, problems };
}

/** A path as rules compare it: without case, and without trailing slashes (but `/` itself). */
export function normaliseRulePath(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
}

/**
 * An internal target as a path of this site. A folder rule to the site root ('/old/*' -> '/*')
 * carries the visitor's rest of the path, and '/old//evil.example' would make it
 * '//evil.example', which browsers read as another site: leading slashes (and backslashes, which
 * browsers treat alike) collapse to one.
 */
function sitePath(location: string): string {
  return `/${location.replace(/^[/\\]+/, '')}`;
}

export interface RedirectTarget {
  location: string;
  status: number;
  external: boolean;
}

/**
 * The first rule matching the path. `from` may end in `/*` to match a whole folder; the rest of
 * the path is then carried over when `to` also ends in `/*`. Internal targets keep the query.
 */
export function findRedirect(rules: readonly RouteRule[], url: URL): RedirectTarget | null {
  const path = normaliseRulePath(url.pathname);
  for (const rule of rules) {
    const from = normaliseRulePath(rule.from);
    let rest: string | null = null;
    if (from.endsWith('/*')) {
      const base = from.slice(0, -2);
      if (path === base) rest = '';
      else if (path.startsWith(`${base}/`)) rest = url.pathname.slice(base.length);
    } else if (path === from) {
      rest = '';
    }
    if (rest === null) continue;
    let location = rule.to.endsWith('/*') ? `${rule.to.slice(0, -2)}${rest}` : rule.to;
    if (!rule.external) location = sitePath(location) + url.search;
    return { location, status: rule.status, external: rule.external };
  }
  return null;
}
