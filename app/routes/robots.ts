// /robots.txt (app/seo/robots.ts).
import type { LoaderFunctionArgs } from 'react-router';
import { siteOrigin } from '../seo/origin.server';
import { seoResponse, TEXT_CONTENT_TYPE } from '../seo/response';
import { robotsTxt } from '../seo/robots';

export function loader({ request }: LoaderFunctionArgs) {
  return seoResponse(robotsTxt(siteOrigin(request)), TEXT_CONTENT_TYPE);
}
