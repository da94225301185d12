// Sitemaps (sitemaps.org 0.9): an index at /sitemap.xml naming one sitemap per region, and per
// region every page at its canonical address, with its last publication and its hreflang versions.
// All of them sit at the root, the one folder that holds every page (resource-routes.ts).
import { REGIONS, type Region } from '../regions/region';
import { alternatesFor } from './alternates.server';
import { pagesOfRegion, type PageIndex } from './page-index.server';
import { regionSitemapPath } from './resource-routes';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text or attribute value as XML: entities escaped, characters XML 1.0 forbids dropped. */
export function escapeXml(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

/** The date part of an ISO timestamp (W3C Datetime), or null when it is not a date. */
function lastmodOf(timestamp: string | null): string | null {
  if (timestamp === null) return null;
  const time = Date.parse(timestamp);
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
}

export function sitemapIndexXml(origin: string): string {
  const entries = REGIONS.map(
    (region) =>
      `  <sitemap>\n    <loc>${escapeXml(`${origin}${regionSitemapPath(region)}`)}</loc>\n  </sitemap>`,
  );
  return [XML_DECLARATION, `<sitemapindex xmlns="${SITEMAP_NS}">`, ...entries, '</sitemapindex>', ''].join(
    '\n',
  );
}

export function regionSitemapXml(index: PageIndex, region: Region, origin: string): string {
  const entries = pagesOfRegion(index, region).map(({ neutralPath, version }) => {
    const lastmod = lastmodOf(version.lastModified);
    const links = alternatesFor(index, neutralPath, origin).map(
      ({ hreflang, href }) =>
        `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
    );
    return [
      '  <url>',
      `    <loc>${escapeXml(`${origin}${version.path}`)}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      ...links,
      '  </url>',
    ].join('\n');
  });
  return [
    XML_DECLARATION,
    `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`,
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
