// The signup form's legal links put the visitor's country in place of the region (§2 item 1:
// '/us/privacy' -> '/de/privacy'), and the site has legal pages only in its three regions. So
// /{cc}/terms and /{cc}/privacy, for any known ISO country code other than a region's, redirect
// permanently to the version of the country's sales region (EMEA -> gb, APAC -> au, else us).
import { countryByCode, salesRegionOf, type SalesRegion } from '../geo/countries';
import { isRegion, regionPath, type Region } from '../regions/region';

const LEGAL_PATH = /^\/([a-z]{2})\/(terms|privacy)\/?$/i;
const SITE_REGION: Readonly<Record<SalesRegion, Region>> = { AMER: 'us', EMEA: 'gb', APAC: 'au' };

/** The region page a country's legal path stands for, or undefined when it is not such a path. */
export function legalRedirect(pathname: string): string | undefined {
  const match = LEGAL_PATH.exec(pathname);
  if (!match) return undefined;
  const code = (match[1] ?? '').toLowerCase();
  const page = (match[2] ?? '').toLowerCase();
  // The region prefixes serve their own pages; 'xx' and other unknown codes stay 404s.
  if (isRegion(code) || !countryByCode(code.toUpperCase())) return undefined;
  return regionPath(SITE_REGION[salesRegionOf(code.toUpperCase())], `/${page}`);
}
