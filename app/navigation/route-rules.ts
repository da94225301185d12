// Route rules (spec §2, §4): redirects edited in content like any story (settings/redirects).
// Internal targets stay on the site with 301/302; only these content-defined rules may send a
// visitor to another site, so nothing a visitor types can become an open redirect.
import { z } from 'zod';

export const ROUTE_RULES_SLUG = 'settings/redirects';

const internalPath = z.string().regex(/^\/(?!\/)[^\s\\]*$/, 'must be a site path starting with a single /');
const externalUrl = z.url({ protocol: /^https?$/ });

const ruleSchema = z.object({
  from: internalPath,
  to: z.union([internalPath, externalUrl]),
  status: z.coerce.number().pipe(z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)])),
});

export type RouteRule = z.infer<typeof ruleSchema> & { external: boolean };

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
    const parsed = ruleSchema.safeParse(entry);
    if (!parsed.success) {
      problems.push({
        index,
        message: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      });
      return;
    }
    const external = !parsed.data.to.startsWith('/');
    if (!external && normalise(parsed.data.to) === normalise(parsed.data.from)) {
      problems.push({ index, message: 'redirects to itself' });
      return;
    }
    rules.push({ ...parsed.data, external });
  });
  return { rules, problems };
}

function normalise(path: string): string {
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
  const path = normalise(url.pathname);
  for (const rule of rules) {
    const from = normalise(rule.from);
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
