// schema.org structured data, typed by schema-dts, and the one safe way to put it in a page.
// Social-proof numbers come from app/local-data/stats.json (requirements §1), never from here; docs/
// structured-data.md says which rules each object follows.
import type { BreadcrumbListLeaf, OrganizationLeaf, Thing, WebSiteLeaf, WithContext } from 'schema-dts';
import stats from '../local-data/stats.json';
import { ORGANIZATION_LOGO } from './brand-images';

/** Any schema.org object (schema-dts types every property). */
export type JsonLdNode = Exclude<Thing, string>;
/** A top-level object of a page's structured data: a node with its context. */
export type JsonLdDocument = WithContext<JsonLdNode>;

export function withContext<T extends JsonLdNode>(node: T): WithContext<T> {
  return { '@context': 'https://schema.org', ...node };
}

/** An absolute URL on the site's origin (siteOrigin in origin.server.ts gives it to the loaders). */
export const absoluteUrl = (pathOrUrl: string, origin: string): string => new URL(pathOrUrl, origin).href;

export interface OrganizationInput {
  brandName: string;
  origin: string;
}

export function organizationNode({ brandName, origin }: OrganizationInput): OrganizationLeaf {
  return {
    '@type': 'Organization',
    name: brandName,
    url: absoluteUrl('/', origin),
    // Google reads a raster logo of at least 112x112 px; the favicon is a 32 px SVG.
    logo: absoluteUrl(ORGANIZATION_LOGO.path, origin),
    foundingDate: String(stats.launched),
  };
}

export const organizationJsonLd = (input: OrganizationInput): WithContext<OrganizationLeaf> =>
  withContext(organizationNode(input));

export function webSiteJsonLd(input: {
  name: string;
  url: string;
  inLanguage: string;
}): WithContext<WebSiteLeaf> {
  return withContext({ '@type': 'WebSite', name: input.name, url: input.url, inLanguage: input.inLanguage });
}

export function breadcrumbListJsonLd(
  items: readonly { name: string; path: string }[],
  origin: string,
): WithContext<BreadcrumbListLeaf> {
  return withContext({
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path, origin),
    })),
  });
}

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * JSON for a <script type="application/ld+json"> element. `<`, `>` and `&` become \u escapes (still
 * the same JSON), so no string in the data can write `</script>` or `<!--` into the page; U+2028
 * and U+2029 too, which some older script parsers treat as line ends.
 */
export function serializeJsonLd(value: JsonLdDocument | readonly JsonLdDocument[]): string {
  return JSON.stringify(value).replace(
    UNSAFE_IN_SCRIPT,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
