// /sitemap.xml: the sitemap index, naming the sitemap of each region (app/seo/resource-routes.ts).
import type { LoaderFunctionArgs } from 'react-router';
import { siteOrigin } from '../seo/origin.server';
import { seoResponse, XML_CONTENT_TYPE } from '../seo/response';
import { sitemapIndexXml } from '../seo/sitemap.server';

export function loader({ request }: LoaderFunctionArgs) {
  return seoResponse(sitemapIndexXml(siteOrigin(request)), XML_CONTENT_TYPE);
}
