// The query string of the page, for the blocks that work as GET forms before hydration (pricing
// calculator, plan and industry filters, integrations directory): the server renders the result
// of ?staff=…&plan=…, and the browser takes over with live updates once JavaScript runs.
import type { ReactNode } from 'react';
import { useInRouterContext, useLocation } from 'react-router';

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

/**
 * A visitor's query value, validated at the boundary by `read` (which returns undefined for a value
 * it rejects): missing or invalid gives undefined. A plain function rather than a schema, so the
 * blocks that read the query ship no validation library to the browser.
 */
export function queryValue<T>(
  params: URLSearchParams,
  name: string,
  read: (raw: string) => T | undefined,
): T | undefined {
  const raw = params.get(name);
  return raw === null ? undefined : read(raw);
}

/** False on the server and while hydrating, true once the browser runs the page's JavaScript. */
export { useHydrated } from '../shared/use-hydrated';
