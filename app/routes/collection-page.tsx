// The list routes: /blog, /blog/page/{num}, /glossary, /training, /customers, /compliance-hub.
import { config } from '../../config/index';
import type { Route } from './+types/collection-page';
import { loadBlockData } from '../blocks/block-data.server';
import { BlockDataProvider } from '../blocks/block-scope';
import { loadCollection } from '../content/collections.server';
import { contentFailureResponse } from '../content/page-errors.server';
import { errorPageResponse } from '../error-page/error-content.server';
import { SiteLayout } from '../layouts/SiteLayout';
import { localDataContext, navigationContext, regionContext } from '../navigation/context';
import { pageNotFoundMessage } from '../navigation/errors';
import { guarded } from '../navigation/unhandled.server';
import { handleFormPost } from '../forms/form-action.server';
import { serverActionOrNetworkFailure } from '../forms/network-failure';
import { revalidateAfterFormPost } from '../forms/form-revalidation';
import { pageForms } from '../forms/form-setup.server';
import { rendersForCache } from '../security/response-slots';
import { FormsProvider } from '../forms/ui/FormsContext';
import { COLLECTION_TITLES, CollectionView } from '../pages/CollectionView';
import { homeLink, regionPath, REGION_LOCALES } from '../regions/region';
import { pageMeta } from '../seo/head';
import { breadcrumbListJsonLd } from '../seo/json-ld';
import { JsonLd } from '../seo/JsonLd';
import { loadPageSeo } from '../seo/page-seo.server';
import { pageHeaders } from '../navigation/headers';

export const loader = guarded(async ({ request, context }: Route.LoaderArgs) => {
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
    collection: collection.value,
    region,
    blockData,
    seo,
    brandName: config().site.brandName,
    forms: pageForms({ forCache: rendersForCache(context) }),
  };
});

/** Every form on the page posts here (app/forms/form-action.server.ts). */
export function action(args: Route.ActionArgs) {
  return handleFormPost(args);
}

export const shouldRevalidate = revalidateAfterFormPost;

/** With JavaScript a post that cannot reach the server shows in its form (app/forms/network-failure.ts). */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return serverActionOrNetworkFailure(request, serverAction);
}

export const headers = pageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { collection, brandName, region, seo } = loaderData;
  const base = collection.landing?.content.seo_title || COLLECTION_TITLES[collection.kind];
  const title = collection.kind === 'blog' && collection.page > 1 ? `${base}, page ${collection.page}` : base;
  return pageMeta({
    title: `${title} | ${brandName}`,
    description: collection.landing?.content.seo_description ?? '',
    canonicalUrl: seo.canonicalUrl,
    alternates: seo.alternates,
    type: 'website',
    siteName: brandName,
    locale: REGION_LOCALES[region],
  });
}

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  const { collection, region, blockData, seo, brandName, forms } = loaderData;
  const title = collection.landing?.content.seo_title || COLLECTION_TITLES[collection.kind];
  return (
    <SiteLayout name={collection.landing?.content.layout ?? 'default'} brandName={brandName} region={region}>
      <FormsProvider value={forms}>
        <BlockDataProvider value={blockData}>
          <CollectionView collection={collection} region={region} />
        </BlockDataProvider>
      </FormsProvider>
      <JsonLd
        data={breadcrumbListJsonLd(
          [
            { name: 'Home', path: homeLink(region) },
            { name: title, path: regionPath(region, `/${collection.kind}`) },
          ],
          seo.origin,
        )}
      />
    </SiteLayout>
  );
}
