// The signup form's terms and privacy links, regionalised by the visitor's country (requirements §2 item 1):
// for a us visitor the region prefix is stripped ('/us/terms' -> '/terms'); for any other country the
// region segment (us, au or gb, the first path segment as in §2 "Region prefixes") is replaced by the
// visitor's country code ('/us/privacy' -> '/de/privacy').
//
// Choices the requirements leave open:
// - A link without a region segment ('/terms') is left as it is: nothing says where to insert one.
// - A country that is not a two-letter code (empty, 'xx' for unknown, garbage) is treated as us, the
//   site's default region, so the link becomes the unprefixed page that always exists.
// - An absolute http(s) URL is regionalised only when it is on the site's own origin (given by the
//   caller) and stays absolute. Links elsewhere, protocol-relative or page-relative links, mailto:
//   and the like are never touched.
// - Query string and fragment are kept.

const REGION_SEGMENT = /^\/(us|au|gb)(?=[/?#]|$)/i;
const COUNTRY_CODE = /^[a-z]{2}$/;
// Cloudflare's code for an unknown country: not a place anyone has legal pages for.
const UNKNOWN_COUNTRY = 'xx';

/** The visitor's country as a path segment, or null for 'strip the prefix' (us or unknown). */
function countrySegment(visitorCountry: string): string | null {
  const code = visitorCountry.trim().toLowerCase();
  if (!COUNTRY_CODE.test(code) || code === UNKNOWN_COUNTRY || code === 'us') return null;
  return code;
}

/** Rewrites a site-relative path ('/us/terms?x#y'); a path without a region segment is unchanged. */
function regionalisePath(path: string, country: string | null): string {
  const match = REGION_SEGMENT.exec(path);
  if (!match) return path;
  const rest = path.slice(match[0].length);
  if (country !== null) return `/${country}${rest}`;
  return rest.startsWith('/') ? rest : `/${rest}`;
}

function sameOrigin(url: URL, siteOrigin: string | undefined): boolean {
  if (!siteOrigin) return false;
  try {
    return url.origin === new URL(siteOrigin).origin;
  } catch {
    return false;
  }
}

export interface LegalLinkOptions {
  /** The site's own origin, e.g. 'https://www.shiftlane.example'; absolute links elsewhere are kept. */
  siteOrigin?: string;
}

export function regionaliseLegalLink(
  link: string,
  visitorCountry: string,
  options: LegalLinkOptions = {},
): string {
  const country = countrySegment(visitorCountry);
  // A site-relative path; '//host/...' is a protocol-relative URL, not a path, and stays as it is.
  if (link.startsWith('/') && !link.startsWith('//')) return regionalisePath(link, country);
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return link;
  }
  if (!/^https?:$/.test(url.protocol) || !sameOrigin(url, options.siteOrigin)) return link;
  const path = regionalisePath(`${url.pathname}${url.search}${url.hash}`, country);
  return `${url.origin}${path}`;
}

export interface LegalLinks {
  terms: string;
  privacy: string;
}

/** Both links of the terms checkbox, for one visitor. */
export function regionaliseLegalLinks(
  links: LegalLinks,
  visitorCountry: string,
  options: LegalLinkOptions = {},
): LegalLinks {
  return {
    terms: regionaliseLegalLink(links.terms, visitorCountry, options),
    privacy: regionaliseLegalLink(links.privacy, visitorCountry, options),
  };
}
