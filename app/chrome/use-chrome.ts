// The header and footer content the root loader found for the page's region.
import { useRouteLoaderData } from 'react-router';
import type { Region } from '../regions/region';
import type { ChromeContent } from './chrome-content.server';
import { fallbackFooter, fallbackHeader } from './nav-links';

export function useChrome(region: Region): ChromeContent {
  const root = useRouteLoaderData<{ chrome?: ChromeContent }>('root');
  return root?.chrome ?? { header: fallbackHeader(region), footer: fallbackFooter(region) };
}
