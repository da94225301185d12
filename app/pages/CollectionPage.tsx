// A list page, with its head tags (the page route, app/routes/page.tsx).
import { BlockDataProvider } from '../blocks/block-scope';
import { FormsProvider } from '../forms/ui/FormsContext';
import { SiteLayout } from '../layouts/SiteLayout';
import { homeLink, regionPath, REGION_LOCALES } from '../regions/region';
import { pageMeta } from '../seo/head';
import { breadcrumbListJsonLd } from '../seo/json-ld';
import { JsonLd } from '../seo/JsonLd';
import type { CollectionPageData } from './collection-page.server';
import { COLLECTION_TITLES, CollectionView } from './CollectionView';

export function collectionPageMeta({ collection, brandName, region, seo }: CollectionPageData) {
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

export function CollectionPage({ data }: { data: CollectionPageData }) {
  const { collection, region, blockData, seo, brandName, forms } = data;
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
