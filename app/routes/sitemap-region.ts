// /sitemap-us.xml, /sitemap-gb.xml, /sitemap-au.xml: every page of one region with its hreflang
// versions. A content service that cannot answer (and no earlier index) is a 503 to retry.
import type { LoaderFunctionArgs } from 'react-router';
import { CONTENT_RETRY_AFTER_SECONDS } from '../pages/content-failure.server';
import { logger } from '../logging/logger.server';
import { loadPageIndex } from '../seo/alternates.server';
import { siteOrigin } from '../seo/origin.server';
import { sitemapRegionOf } from '../seo/resource-routes';
import { seoResponse, TEXT_CONTENT_TYPE, XML_CONTENT_TYPE } from '../seo/response';
import { regionSitemapXml } from '../seo/sitemap.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const region = sitemapRegionOf(new URL(request.url).pathname);
  if (!region)
    return new Response('Not Found', { status: 404, headers: { 'Content-Type': TEXT_CONTENT_TYPE } });
  const index = await loadPageIndex();
  if (!index.ok) {
    logger.error(`Sitemap for ${region} unavailable:`, index.message);
    return new Response('Service Unavailable', {
      status: 503,
      headers: {
        'Content-Type': TEXT_CONTENT_TYPE,
        'Cache-Control': 'no-store',
        'Retry-After': String(CONTENT_RETRY_AFTER_SECONDS),
      },
    });
  }
  return seoResponse(regionSitemapXml(index.value, region, siteOrigin(request)), XML_CONTENT_TYPE);
}
