// The query string of the page, for the blocks that work as GET forms before hydration (pricing
// calculator, plan and industry filters, integrations directory): the server renders the result
// of ?staff=…&plan=…, and the browser takes over with live updates once JavaScript runs.
import type { ReactNode } from 'react';
import { useInRouterContext, useLocation } from 'react-router';
import type { z } from 'zod';

export interface PageQuery {
  /** The page's path, '' outside a router. */
  pathname: string;
  params: URLSearchParams;
}

const NO_QUERY: PageQuery = { pathname: '', params: new URLSearchParams() };

function RouterQuery({ children }: { children: (query: PageQuery) => ReactNode }) {
  const { pathname, search } = useLocation();
  return children({ pathname, params: new URLSearchParams(search) });
}

/**
 * Renders `children` with the page's query. Outside a router (an error page, a unit test that
 * does not need one) the query is empty, so the block renders its defaults instead of failing.
 */
export function WithPageQuery({ children }: { children: (query: PageQuery) => ReactNode }) {
  return useInRouterContext() ? <RouterQuery>{children}</RouterQuery> : children(NO_QUERY);
}

/** A visitor's query value, validated at the boundary: missing or invalid gives undefined. */
export function queryValue<S extends z.ZodType>(
  params: URLSearchParams,
  name: string,
  schema: S,
): z.output<S> | undefined {
  const raw = params.get(name);
  if (raw === null) return undefined;
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/** False on the server and while hydrating, true once the browser runs the page's JavaScript. */

export { useHydrated } from '../shared/use-hydrated';
