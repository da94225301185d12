// /us/sitemap.xml, /gb/sitemap.xml, /au/sitemap.xml: the old addresses of the region sitemaps, which
// moved to the root (app/seo/resource-routes.ts says why). A permanent redirect, so that crawlers
// that kept the old address follow it and update it.
import type { LoaderFunctionArgs } from 'react-router';
import { siteOrigin } from '../seo/origin.server';
import { movedSitemapRegionOf, regionSitemapPath } from '../seo/resource-routes';
import { SEO_CACHE_CONTROL, TEXT_CONTENT_TYPE } from '../seo/response';

export function loader({ request }: LoaderFunctionArgs) {
  const region = movedSitemapRegionOf(new URL(request.url).pathname);
  if (!region)
    return new Response('Not Found', { status: 404, headers: { 'Content-Type': TEXT_CONTENT_TYPE } });
  return new Response(null, {
    status: 301,
    headers: {
      Location: `${siteOrigin(request)}${regionSitemapPath(region)}`,
      'Cache-Control': SEO_CACHE_CONTROL,
    },
  });
}
