// The data of a list page: /blog, /blog/page/{num}, /glossary, /training, /customers,
// /compliance-hub (the page route, app/routes/page.tsx).
import { loadCollection } from '../content/collections.server';
import { contentFailureResponse } from './content-failure.server';
import { errorPageResponse } from '../error-page/error-content.server';
import { localDataContext, navigationContext, regionContext } from '../navigation/context';
import { pageNotFoundMessage } from '../navigation/errors';
import { pageDataAround, type PageLoaderArgs } from './page-data.server';

export async function loadCollectionPage(args: PageLoaderArgs) {
  const { url, match } = args.context.get(navigationContext);
  const region = args.context.get(regionContext);
  const collection = await loadCollection(
    match.route.kind,
    match.params,
    region,
    args.context.get(localDataContext),
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
  return {
    view: 'collection' as const,
    collection: collection.value,
    ...(await pageDataAround(collection.value.landing?.content ?? null, region, args)),
  };
}

export type CollectionPageData = Awaited<ReturnType<typeof loadCollectionPage>>;
