// The header and footer content of the page's region: what an error page was given (its response
// carries the chrome when the root loader did not run), else what the root loader found, else the
// built-in fallback.
import { createContext, useContext } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { Region } from '../regions/region';
import type { ChromeContent } from './chrome-content.server';
import { fallbackFooter, fallbackHeader } from './nav-links';

/** The chrome an error page renders with (app/root.tsx ErrorBoundary); null elsewhere. */
export const ErrorChromeContext = createContext<ChromeContent | null>(null);

export function fallbackChrome(region: Region): ChromeContent {
  return { header: fallbackHeader(region), footer: fallbackFooter(region), launched: null };
}

export function useChrome(region: Region): ChromeContent {
  const given = useContext(ErrorChromeContext);
  const root = useRouteLoaderData<{ chrome?: ChromeContent }>('root');
  return given ?? root?.chrome ?? fallbackChrome(region);
}
