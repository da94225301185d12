// robots.txt: every crawler may crawl everything but the API; the sitemap index says what exists.
import { SITEMAP_INDEX_PATH } from './resource-routes';

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}${SITEMAP_INDEX_PATH}`,
    '',
  ].join('\n');
}
