// The data of a list page: /blog, /blog/page/{num}, /glossary, /training, /customers,
// /compliance-hub (the page route, app/routes/page.tsx).
import { config } from '../../config/index';
import { loadBlockData } from '../blocks/block-data.server';
import { loadCollection } from '../content/collections.server';
import { contentFailureResponse } from '../content/page-errors.server';
import { errorPageResponse } from '../error-page/error-content.server';
import { pageForms } from '../forms/form-setup.server';
import { localDataContext, navigationContext, regionContext } from '../navigation/context';
import { pageNotFoundMessage } from '../navigation/errors';
import { rendersForCache } from '../security/response-slots';
import { loadPageSeo } from '../seo/page-seo.server';
import type { PageLoaderArgs } from './story-page.server';

export async function loadCollectionPage({ request, context }: PageLoaderArgs) {
  const { url, match } = context.get(navigationContext);
  const region = context.get(regionContext);
  const collection = await loadCollection(
    match.route.kind,
    match.params,
    region,
    context.get(localDataContext),
  );
  if (!collection.ok) {
    // A list page past the last one fails the route's validation: the fatal 404 of §2.
    if (collection.failure === 'page-past-end') {
      throw await errorPageResponse({
        status: 404,
        message: pageNotFoundMessage(url.pathname),
        region,
        fatal: true,
      });
    }
    throw await contentFailureResponse(collection, url, region);
  }
  const [blockData, seo] = await Promise.all([
    loadBlockData(collection.value.landing?.content ?? null, { region }),
    loadPageSeo(request),
  ]);
  return {
    view: 'collection' as const,
    collection: collection.value,
    region,
    blockData,
    seo,
    brandName: config().site.brandName,
    forms: pageForms({ forCache: rendersForCache(context) }),
  };
}

export type CollectionPageData = Awaited<ReturnType<typeof loadCollectionPage>>;
