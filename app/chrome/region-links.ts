// Where the region switcher leads: the same page in the other region when that region has it (the
// hreflang alternates the page's loader computed for its head), otherwise that region's home.
import { createContext, useContext } from 'react';
import { homeLink, REGION_LOCALES, REGIONS, type Region } from '../regions/region';

export type RegionLinks = Readonly<Record<Region, string>>;

/** The region homes: the switcher's links on a page without alternates (an error page). */
export const REGION_HOMES: RegionLinks = { us: homeLink('us'), gb: homeLink('gb'), au: homeLink('au') };

function pathOf(href: string): string | null {
  try {
    return new URL(href).pathname;
  } catch {
    return null;
  }
}

/** One link per region from a page's alternates (absolute hrefs with BCP 47 hreflangs). */
export function regionLinks(alternates: readonly { hreflang: string; href: string }[]): RegionLinks {
  const links: Record<Region, string> = { ...REGION_HOMES };
  for (const region of REGIONS) {
    const alternate = alternates.find((candidate) => candidate.hreflang === REGION_LOCALES[region]);
    if (!alternate) continue;
    // Only the path: the switcher stays on this site whatever origin the page was rendered for.
    const path = pathOf(alternate.href);
    if (path) links[region] = path;
  }
  return links;
}

export const RegionLinksContext = createContext<RegionLinks>(REGION_HOMES);

export function useRegionLinks(): RegionLinks {
  return useContext(RegionLinksContext);
}
