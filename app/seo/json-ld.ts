// schema.org structured data as plain objects, and the one safe way to put it in a page.
// Social-proof numbers come from app/local-data/stats.json (spec §1), never from here.
import stats from '../local-data/stats.json';

const SCHEMA_ORG = 'https://schema.org';

export interface JsonLdNode {
  '@type': string;
  [property: string]: unknown;
}
export type JsonLdDocument = JsonLdNode & { '@context': typeof SCHEMA_ORG };

const document = (node: JsonLdNode): JsonLdDocument => ({ '@context': SCHEMA_ORG, ...node });

/** Content dates are 'YYYY-MM-DD HH:mm'; schema.org wants ISO 8601 ('YYYY-MM-DDTHH:mm'). */
function isoDate(value: string): string {
  return value.trim().replace(/^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})/, '$1T$2');
}

const absolute = (pathOrUrl: string, origin: string): string => new URL(pathOrUrl, origin).href;

export interface OrganizationInput {
  brandName: string;
  origin: string;
}

function organizationNode({ brandName, origin }: OrganizationInput): JsonLdNode {
  return {
    '@type': 'Organization',
    name: brandName,
    url: absolute('/', origin),
    logo: absolute('/favicon.svg', origin),
    foundingDate: String(stats.launched),
  };
}

export const organizationJsonLd = (input: OrganizationInput): JsonLdDocument =>
  document(organizationNode(input));

export function webSiteJsonLd(input: { name: string; url: string; inLanguage: string }): JsonLdDocument {
  return document({ '@type': 'WebSite', name: input.name, url: input.url, inLanguage: input.inLanguage });
}

export function breadcrumbListJsonLd(
  items: readonly { name: string; path: string }[],
  origin: string,
): JsonLdDocument {
  return document({
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absolute(item.path, origin),
    })),
  });
}

export interface BlogPostingInput {
  headline: string;
  description: string;
  datePublished: string;
  dateModified?: string | null;
  authorName?: string;
  /** Path or URL; made absolute against the publisher's origin. */
  image?: string | null;
  /** The post's canonical URL. */
  url: string;
  publisher: OrganizationInput;
}

export function blogPostingJsonLd(input: BlogPostingInput): JsonLdDocument {
  const published = isoDate(input.datePublished);
  return document({
    '@type': 'BlogPosting',
    headline: input.headline,
    description: input.description,
    datePublished: published,
    dateModified: input.dateModified ? isoDate(input.dateModified) : published,
    ...(input.authorName ? { author: { '@type': 'Person', name: input.authorName } } : {}),
    ...(input.image ? { image: absolute(input.image, input.publisher.origin) } : {}),
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    publisher: organizationNode(input.publisher),
  });
}

export function softwareApplicationJsonLd(input: { name: string; url: string }): JsonLdDocument {
  return document({
    '@type': 'SoftwareApplication',
    name: input.name,
    url: input.url,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web, iOS, Android',
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: stats.aggregateRating.value,
      bestRating: stats.aggregateRating.best,
      ratingCount: stats.aggregateRating.reviews,
    },
  });
}

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * JSON for a <script type="application/ld+json"> element. `<`, `>` and `&` become \u escapes (still
 * the same JSON), so no string in the data can write `</script>` or `<!--` into the page; U+2028
 * and U+2029 too, which some older script parsers treat as line ends.
 */
export function serializeJsonLd(value: JsonLdNode | readonly JsonLdNode[]): string {
  return JSON.stringify(value).replace(
    UNSAFE_IN_SCRIPT,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
