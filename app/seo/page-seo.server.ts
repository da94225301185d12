// What a page's loader gives its meta and structured data: the origin, its canonical URL, its
// regional alternates and whether it shows the product's aggregate rating.
import { canonicalPath } from '../regions/region';
import { alternatesFor, loadPageIndex, type Alternate } from './alternates.server';
import { siteOrigin } from './origin.server';
import { neutralPathOf } from './page-index.server';
import { showsAggregateRating } from './rating-shown.server';

export interface PageSeo {
  origin: string;
  canonicalUrl: string;
  alternates: Alternate[];
  /** The page's blocks show the §1 aggregate rating, so its structured data may claim it. */
  showsAggregateRating: boolean;
}

/** `content` is the page's parsed story content (or null for a list page without a landing story). */
export async function loadPageSeo(request: Request, content: unknown): Promise<PageSeo> {
  const { pathname } = new URL(request.url);
  const origin = siteOrigin(request);
  const index = await loadPageIndex();
  return {
    origin,
    canonicalUrl: `${origin}${canonicalPath(pathname)}`,
    // Without the index (content service down) a page still has its canonical, just no alternates.
    alternates: index.ok ? alternatesFor(index.value, neutralPathOf(pathname), origin) : [],
    showsAggregateRating: showsAggregateRating(content),
  };
}
