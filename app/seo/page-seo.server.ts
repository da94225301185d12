// What a page's loader gives its meta: the origin, its canonical URL and its regional alternates.
import { canonicalPath } from '../regions/region';
import { alternatesFor, loadPageIndex, type Alternate } from './alternates.server';
import { siteOrigin } from './origin.server';
import { neutralPathOf } from './page-index.server';

export interface PageSeo {
  origin: string;
  canonicalUrl: string;
  alternates: Alternate[];
}

export async function loadPageSeo(request: Request): Promise<PageSeo> {
  const { pathname } = new URL(request.url);
  const origin = siteOrigin(request);
  const index = await loadPageIndex();
  return {
    origin,
    canonicalUrl: `${origin}${canonicalPath(pathname)}`,
    // Without the index (content service down) a page still has its canonical, just no alternates.
    alternates: index.ok ? alternatesFor(index.value, neutralPathOf(pathname), origin) : [],
  };
}
